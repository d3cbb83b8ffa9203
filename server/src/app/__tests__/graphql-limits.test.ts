import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  Lexer,
  parse,
  Source,
  specifiedRules,
  TokenKind,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { getSchema } from '../schema';
import { GRAPHQL_LIMITS } from '../../kernel/graphql-cost';
import {
  admittedCost,
  CostCache,
  limitValidationRules,
  operationCost,
  parseOptions,
} from '../graphql-limits';

const CLIENT_SRC = path.join(__dirname, '../../../../client/src');

/** "Well within": every client operation stays at or under this share of each limit. */
const WELL_WITHIN = 0.6;

/**
 * The largest value each variable of the client's operations may take: the server accepts up to
 * these, so the client (or an integrator copying its operations) may send them.
 */
const LARGEST: Record<string, unknown> = { limit: 100, count: 50, timeRange: 365, offset: 0 };

/** Every operation the client sends, each with the fragments it spreads (as Apollo Client sends it). */
function clientOperations(): { name: string; document: DocumentNode; text: string }[] {
  const files = readdirSync(CLIENT_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => path.join(CLIENT_SRC, file));
  const definitions = files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => {
    const used = new Map<string, FragmentDefinitionNode>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value)!;
          if (used.has(fragment.name.value)) return;
          used.set(fragment.name.value, fragment);
          collect(fragment);
        },
      });
    collect(operation);
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [operation, ...used.values()],
    };
    const text = [operation, ...used.values()]
      .map((d) => d.loc!.source.body.slice(d.loc!.start, d.loc!.end))
      .join('\n');
    return { name: operation.name!.value, document, text };
  });
}

/** A value of the input type (the cost does not depend on it, but the variables must coerce). */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = {
      Int: 1,
      Float: 1,
      Boolean: true,
      DateTimeISO: '2030-01-01T09:00:00.000Z',
    };
    return samples[type.name] ?? 'text';
  }
  return null;
}

/** The operation's variables at their largest (LARGEST), the others at a valid sample value. */
function largestVariables(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [name, name in LARGEST ? LARGEST[name] : sampleValue(type)];
    }),
  );
}

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  return tokens;
}

/** What armor's depth and alias rules find in the document (their onAccept reports it). */
function depthAndAliases(schema: GraphQLSchema, document: DocumentNode) {
  const found = { depth: 0, aliases: 0 };
  const errors = validate(schema, document, [
    maxDepthRule({
      n: Infinity,
      flattenFragments: true,
      onAccept: [(_, { n }: { n: number }) => (found.depth = Math.max(found.depth, n))],
    }),
    maxAliasesRule({
      n: Infinity,
      onAccept: [(_, { n }: { n: number }) => (found.aliases = Math.max(found.aliases, n))],
    }),
  ]);
  expect(errors).toEqual([]);
  return found;
}

describe('GraphQL limits against the web client', () => {
  let schema: GraphQLSchema;
  const operations = clientOperations();

  beforeAll(async () => {
    schema = await getSchema();
  });

  it('finds the client operations', () => {
    expect(operations.length).toBeGreaterThan(25);
    expect(operations.map((op) => op.name)).toEqual(
      expect.arrayContaining(['Analytics', 'DashboardOverview', 'Posts', 'Me', 'SyncPostMetrics']),
    );
  });

  it.each(operations.map((op) => [op.name, op] as const))(
    '%s passes every limit with room to spare, at its largest variables',
    (_name, { document, text }) => {
      const operation = document.definitions[0] as OperationDefinitionNode;
      expect(validate(schema, document, [...specifiedRules, ...limitValidationRules()])).toEqual(
        [],
      );
      expect(() => parse(text, parseOptions)).not.toThrow();
      const { depth, aliases } = depthAndAliases(schema, document);
      const cost = operationCost(schema, document, largestVariables(schema, operation));
      expect(tokenCount(text)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens * WELL_WITHIN);
      expect(aliases).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases * WELL_WITHIN);
      // The schema's deepest path is 6; the limit keeps two levels spare.
      expect(depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth - 2);
      expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost * WELL_WITHIN);
    },
  );

  it('has no cycle and no path deeper than the depth limit leaves room for', () => {
    // A cycle (a post's author whose posts…) would make depth the limit that matters: revisit
    // maxDepth and the list costs along the cycle when adding one.
    const deepest = (type: GraphQLNamedType, seen: string[]): number => {
      if (!isObjectType(type)) return 0;
      if (seen.includes(type.name)) throw new Error(`cycle: ${[...seen, type.name].join(' → ')}`);
      return Math.max(
        ...Object.values(type.getFields()).map(
          (field) => 1 + deepest(getNamedType(field.type), [...seen, type.name]),
        ),
      );
    };
    const roots = [schema.getQueryType()!, schema.getMutationType()!];
    const depth = Math.max(
      ...roots.flatMap((root) =>
        Object.values(root.getFields()).map((field) => 1 + deepest(getNamedType(field.type), [])),
      ),
    );
    expect(depth).toBe(6);
    expect(depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth - 2);
  });

  it("lets GraphiQL's introspection query through", () => {
    const text = getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true });
    const document = parse(text, parseOptions);
    expect(validate(schema, document, [...specifiedRules, ...limitValidationRules()])).toEqual([]);
    expect(tokenCount(text)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens * WELL_WITHIN);
    expect(operationCost(schema, document)).toBeLessThanOrEqual(
      GRAPHQL_LIMITS.maxCost * WELL_WITHIN,
    );
  });
});

describe('what fields cost', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await getSchema();
  });
  const cost = (query: string, variables?: Record<string, unknown>) =>
    operationCost(schema, parse(query), variables);

  it('grows with the analytics period', () => {
    const report = (days: number) => cost(`{ analytics(timeRange: ${days}) { timeRange } }`);
    expect(report(7)).toBeLessThan(report(30));
    expect(report(30)).toBeLessThan(report(90));
    expect(report(90)).toBeLessThan(report(365));
    // Left out, the period is the default 30 days.
    expect(cost('{ analytics { timeRange } }')).toBe(report(30));
  });

  it('counts a list item by item, by the limit asked, kept in its allowed range', () => {
    const posts = (limit: number) => cost(`{ posts(limit: ${limit}) { posts { id content } } }`);
    expect(posts(100) - posts(50)).toBe(50 * (posts(2) - posts(1)));
    // Out of range, the service refuses it before any work; it costs as the nearest bound.
    expect(posts(-1_000_000)).toBe(posts(1));
    expect(posts(1_000_000)).toBe(posts(100));
    const variable = 'query ($n: Int!) { upcomingPosts(limit: $n) { id } }';
    expect(cost(variable, { n: 100 })).toBeGreaterThan(cost(variable, { n: 10 }));
  });

  it('makes password hashing, generation and metrics sync the dearest mutations', () => {
    const login = cost('mutation { login(input: { email: "a", password: "b" }) { token } }');
    const createPost = cost(
      'mutation { createPost(input: { content: "x", status: draft }) { id } }',
    );
    expect(login).toBeGreaterThan(GRAPHQL_LIMITS.maxCost / 5);
    expect(createPost).toBeLessThan(GRAPHQL_LIMITS.maxCost / 20);
    expect(cost('mutation { syncPostMetrics { available } }')).toBeGreaterThan(
      GRAPHQL_LIMITS.maxCost / 3,
    );
  });
});

describe('the cost of a document seen before', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await getSchema();
  });
  const operationOf = (document: DocumentNode) =>
    document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;

  it('is what counting it again says, for each set of variables', () => {
    const costs = new CostCache();
    const document = parse('query ($n: Int!) { upcomingPosts(limit: $n) { id } }');
    const operation = operationOf(document);
    for (const n of [10, 100, 10, 100, 'x']) {
      const variables = { n };
      expect(costs.admittedCost(schema, document, operation, variables)).toBe(
        admittedCost(schema, document, operation, variables),
      );
    }
    expect(costs.admittedCost(schema, document, operation, { n: 100 })).toBeGreaterThan(
      costs.admittedCost(schema, document, operation, { n: 10 }),
    );
  });

  it('names the operation it counted, in a document of several', () => {
    const costs = new CostCache();
    const document = parse(
      'query Small { me { id } } query Large { analytics(timeRange: 365) { timeRange } }',
    );
    const [small, large] = document.definitions as OperationDefinitionNode[];
    expect(costs.admittedCost(schema, document, small!, {})).toBe(
      operationCost(schema, document, {}, 'Small'),
    );
    expect(costs.admittedCost(schema, document, large!, {})).toBe(
      operationCost(schema, document, {}, 'Large'),
    );
  });

  it('still refuses an operation over the limit, every time', () => {
    const costs = new CostCache();
    const aliases = Array.from(
      { length: 30 },
      (_, i) => `a${i}: analytics(timeRange: 365) { timeRange }`,
    ).join(' ');
    const document = parse(`{ ${aliases} }`);
    const operation = operationOf(document);
    for (let i = 0; i < 2; i++) {
      expect(() => costs.admittedCost(schema, document, operation, {})).toThrow(
        /points; the limit/,
      );
    }
  });
});
