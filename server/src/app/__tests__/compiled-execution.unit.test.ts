import {
  GraphQLEnumType,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type DocumentNode,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { compileQuery } from 'graphql-jit';
import { AppError } from '../../kernel/errors';
import { compiledExecution, type CompileRules } from '../compiled-execution';

jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

const notFound = () => AppError.notFound('POST_NOT_FOUND');

interface Row {
  id: string;
  title: string | null;
  at: unknown;
}

const Item = new GraphQLObjectType<Row>({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    at: { type: GraphQLDateTimeISO },
    missing: {
      type: GraphQLString,
      resolve: () => {
        throw notFound();
      },
    },
  },
});

const ROWS: Row[] = [
  { id: '1', title: 'first', at: new Date('2026-11-27T09:30:00.000Z') },
  { id: '2', title: null, at: new Date('2026-11-27T10:00:00.000Z') },
  { id: '3', title: 'third', at: '2026-11-27T11:00:00+01:00' },
  { id: '4', title: 'fourth', at: new Date(Number.NaN) },
];

const Filter = new GraphQLInputObjectType({
  name: 'Filter',
  fields: {
    status: {
      type: new GraphQLNonNull(
        new GraphQLEnumType({ name: 'Status', values: { draft: {}, published: {} } }),
      ),
    },
    tags: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
    since: { type: GraphQLDateTimeISO },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: {
        type: new GraphQLNonNull(new GraphQLList(Item)),
        args: { limit: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { limit }: { limit: number }) => ROWS.slice(0, limit),
      },
      owner: {
        type: GraphQLString,
        args: { id: { type: GraphQLID } },
        resolve: (_root, _args, context: { owner: string }) => context.owner,
      },
      search: {
        type: GraphQLString,
        args: { filter: { type: new GraphQLNonNull(Filter) } },
        resolve: (_root, { filter }: { filter: unknown }) => JSON.stringify(filter),
      },
      refused: {
        type: GraphQLString,
        resolve: async () => {
          throw notFound();
        },
      },
    },
  }),
});

/** Runs `query` as Apollo Server's gateway executor would be asked to. */
async function run(
  rules: CompileRules,
  query: string,
  variables: Record<string, unknown> = {},
  times = 1,
): Promise<ExecutionResult[]> {
  const { executor } = await compiledExecution(schema, rules).load({ apollo: {} });
  const document: DocumentNode = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const results: ExecutionResult[] = [];
  for (let i = 0; i < times; i++) {
    results.push(
      await executor!({
        document,
        operation,
        operationName: null,
        request: { query, variables },
        context: { owner: 'ada' },
      } as unknown as Parameters<NonNullable<typeof executor>>[0]),
    );
  }
  return results;
}

const INTERPRETED: CompileRules = { afterRuns: Number.POSITIVE_INFINITY, perMinute: 100 };
const COMPILED: CompileRules = { afterRuns: 0, perMinute: 100 };

/** What an answer says, errors included as Apollo reads them (thrown error, place, locations). */
function said(result: ExecutionResult) {
  return {
    data: result.data,
    errors: result.errors?.map((error) => ({
      json: error.toJSON(),
      original: error.originalError?.constructor.name,
      code: (error.originalError as AppError | undefined)?.code,
      isGraphQLJs: error.constructor.name === 'GraphQLError' && error.extensions !== undefined,
    })),
  };
}

describe('compiled execution', () => {
  const QUERIES: [string, string, Record<string, unknown>][] = [
    ['leaves, dates and a non-null field that is null', '{ items(limit: 2) { id title at } }', {}],
    ['a date given as a string, and an invalid Date', '{ items(limit: 4) { id at } }', {}],
    ['an error thrown by a field resolver', '{ items(limit: 1) { id missing } }', {}],
    ['an error thrown by an async root resolver', '{ refused owner }', {}],
    ['the context and a variable', 'query ($n: Int!) { items(limit: $n) { id } owner }', { n: 1 }],
  ];

  it.each(QUERIES)('answers as graphql-js does: %s', async (_what, query, variables) => {
    const [interpreted] = await run(INTERPRETED, query, variables);
    const [compiled] = await run(COMPILED, query, variables);
    expect(said(compiled!)).toEqual(said(interpreted!));
    expect(said(compiled!).errors?.every((error) => error.isGraphQLJs) ?? true).toBe(true);
  });

  it('refuses bad variables with graphql-js’s own words, before anything runs', async () => {
    const query = 'query ($n: Int!) { items(limit: $n) { id } }';
    for (const variables of [{}, { n: 'many' }, { n: 2 ** 31 }, { n: 1.5 }, { n: null }]) {
      const [interpreted] = await run(INTERPRETED, query, variables);
      const [compiled] = await run(COMPILED, query, variables);
      expect(compiled!.data).toBeUndefined();
      expect(said(compiled!)).toEqual(said(interpreted!));
    }
    const search = 'query ($f: Filter!) { search(filter: $f) }';
    for (const f of [
      { status: 'draft', tags: ['a'], since: '2026-11-27T10:00:00Z' },
      { status: 'archived' },
      { status: 'draft', extra: 1 },
      { status: 'draft', tags: [null] },
      { status: 'draft', tags: 'one' },
      { status: 'draft', since: 'yesterday' },
      { tags: [] },
      'draft',
    ]) {
      const [interpreted] = await run(INTERPRETED, search, { f });
      const [compiled] = await run(COMPILED, search, { f });
      expect(said(compiled!)).toEqual(said(interpreted!));
    }
  });

  it('compiles an operation on its second run, and stops compiling past the minute’s budget', async () => {
    const query = '{ items(limit: 1) { id at } }';
    jest.mocked(compileQuery).mockClear();
    const answers = await run({ afterRuns: 1, perMinute: 100 }, query, {}, 3);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(compileQuery).toHaveBeenCalledTimes(1);

    const { executor } = await compiledExecution(schema, {
      afterRuns: 0,
      perMinute: 1,
    }).load({ apollo: {} });
    const compiles = jest.mocked(compileQuery);
    compiles.mockClear();
    for (const text of ['{ owner }', '{ refused }', '{ items(limit: 1) { id } }']) {
      const document = parse(text);
      await executor!({
        document,
        operation: document.definitions[0],
        operationName: null,
        request: { query: text },
        context: { owner: 'ada' },
      } as unknown as Parameters<NonNullable<typeof executor>>[0]);
    }
    expect(compiles).toHaveBeenCalledTimes(1);
  });
});
