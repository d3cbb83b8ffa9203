import type { ApolloServerPlugin } from '@apollo/server';
import {
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import { maxAliasesRule, type MaxAliasesOptions } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { Context } from '../kernel/context';
import { GRAPHQL_LIMITS } from '../kernel/graphql-cost';
import type { InFlightBudget } from './in-flight-budget';

const estimators = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];

/**
 * graphql-query-complexity's own guard against fragments that spread each other again and again
 * (30 fragments of 10 tokens can make 2^30 fields): it stops counting at this many fields and the
 * operation is refused. A document without such reuse has fewer fields than its 1,000 tokens;
 * GraphiQL's introspection query expands to 238. Counting 2,000 takes about 20 ms.
 */
const MAX_COSTED_NODES = 2_000;

/** What the operation would cost; `variables` must coerce (admittedCost checks that first). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators,
    maxQueryNodes: MAX_COSTED_NODES,
  });
}

const count = (n: number) => n.toLocaleString('en-US');

/** The error of a request refused by a limit: 400, with the code and the figures. */
function refusal(code: string, message: string, figures: Record<string, number>): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, ...figures, http: { status: 400 } },
  });
}

/**
 * The operation's cost, or its refusal (thrown) when it is over the limit. Variables that do
 * not coerce cost nothing here: execution refuses them with 400 before any resolver runs.
 */
export function admittedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): number {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, {
    maxErrors: 1,
  });
  if (coerced.errors) return 0;
  let cost: number;
  try {
    cost = operationCost(schema, document, variables, operation.name?.value);
  } catch (error) {
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) {
      throw refusal(
        'QUERY_TOO_COMPLEX',
        `The operation spreads its fragments into more than ${count(MAX_COSTED_NODES)} fields; ask for fewer.`,
        { maximumNodes: MAX_COSTED_NODES },
      );
    }
    throw error;
  }
  const { maxCost } = GRAPHQL_LIMITS;
  if (cost > maxCost) {
    throw refusal(
      'QUERY_TOO_COMPLEX',
      `The operation costs ${count(cost)} points; the limit is ${count(maxCost)} (${count(cost - maxCost)} over). ` +
        'Ask for fewer fields, smaller lists or shorter periods, or split it into several requests.',
      { cost, maximumCost: maxCost },
    );
  }
  return cost;
}

/** Costs kept for one document: one for each set of variables (and operation) it came with. */
const COSTS_PER_DOCUMENT = 100;
/** Variables longer than this (as JSON) are counted each time rather than kept as a key. */
const MAX_KEY_LENGTH = 1_000;

/**
 * admittedCost, remembered. Apollo answers the same document object for the same query text
 * (its cache of parsed and validated documents), and an operation's cost depends only on the
 * document, the operation and the variables: what the client's queries cost is counted once,
 * not on every request. A refusal is not kept (it is counted again next time).
 */
export class CostCache {
  private readonly costs = new WeakMap<DocumentNode, Map<string, number>>();

  admittedCost(
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown> | undefined,
  ): number {
    let known = this.costs.get(document);
    const key = `${operation.name?.value ?? ''}\n${JSON.stringify(variables ?? {})}`;
    const cost = known?.get(key);
    if (cost !== undefined) return cost;
    const counted = admittedCost(schema, document, operation, variables);
    if (key.length > MAX_KEY_LENGTH) return counted;
    if (!known) {
      known = new Map();
      this.costs.set(document, known);
    }
    // A client varying its variables without end starts this document's list again.
    if (known.size >= COSTS_PER_DOCUMENT) known.clear();
    known.set(key, counted);
    return counted;
  }
}

/**
 * Costs each operation once Apollo has parsed and validated it, before it executes: refuses it
 * over the limit, else waits until it fits in its caller's in-flight budget (null: runs at once).
 */
export function graphqlLimitsPlugin(budget: InFlightBudget | null): ApolloServerPlugin<Context> {
  const costs = new CostCache();
  return {
    async requestDidStart() {
      let release: (() => void) | undefined;
      let answered = false;
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          // An operationName the document does not hold (or none for a document of several):
          // the client's mistake, answered 400 in graphql-js's words before anything executes.
          if (!operation) throw unresolvedOperation(request.operationName);
          if (operation.operation === 'subscription') throw noSubscriptions();
          const cost = costs.admittedCost(schema, document, operation, request.variables);
          if (!budget) return;
          const caller = contextValue.user
            ? `user:${contextValue.user.id}`
            : `ip:${contextValue.ip}`;
          const giveBack = await budget.acquire(caller, cost);
          // Answered already (another plugin refused the request while this one waited).
          if (answered) giveBack();
          else release = giveBack;
        },
        async willSendResponse() {
          answered = true;
          release?.();
        },
      };
    },
  };
}

/** The 400 for a request whose operation cannot be chosen from its document. */
function unresolvedOperation(operationName: string | undefined): GraphQLError {
  const message = operationName
    ? `Unknown operation named "${operationName}".`
    : 'Must provide operation name if query contains multiple operations.';
  return new GraphQLError(message, {
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
  });
}

/** The 400 for a subscription: the schema has none, and nothing here answers over a socket. */
function noSubscriptions(): GraphQLError {
  return new GraphQLError('This API has no subscriptions: send a query or a mutation.', {
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
  });
}

type RejectCallback = NonNullable<MaxAliasesOptions['onReject']>[number];

/**
 * Reports a limit that one of armor's rules found exceeded, in our words: armor's own message
 * starts "Syntax Error:", which it is not. `describe` words what was found ("uses 12 aliases").
 */
function reportOver(describe: (found: string) => string, limit: number): RejectCallback {
  return (context, error) => {
    // armor says "… limit of N exceeded, found M."
    const found = Number(/found (\d+)/.exec(error.message)?.[1]);
    const known = Number.isFinite(found);
    context?.reportError(
      new GraphQLError(
        `The operation ${describe(known ? count(found) : 'more')}; the limit is ${count(limit)}` +
          (known ? ` (${count(found - limit)} over).` : '.'),
      ),
    );
  };
}

/**
 * The depth and alias limits, as validation rules: Apollo answers 400
 * GRAPHQL_VALIDATION_FAILED, and caches a document that passed with its validation.
 */
export function limitValidationRules(): ValidationRule[] {
  const { maxAliases, maxDepth } = GRAPHQL_LIMITS;
  return [
    maxAliasesRule({
      n: maxAliases,
      propagateOnRejection: false,
      onReject: [reportOver((found) => `uses ${found} aliases`, maxAliases)],
    }),
    maxDepthRule({
      n: maxDepth,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [reportOver((found) => `nests fields ${found} deep`, maxDepth)],
    }),
  ];
}

/** The parser's limit, for Apollo's `parseOptions`. */
export const parseOptions: ParseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };

/**
 * The parser's refusal in the words of the other limits (graphql-js says "Syntax Error: Document
 * contains more that 1000 tokens"; it stops reading there, so how far over is unknown).
 */
export function reworded(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (
    formatted.extensions?.code !== 'GRAPHQL_PARSE_FAILED' ||
    !/contains more th[ae]t? \d+ tokens/.test(formatted.message)
  ) {
    return formatted;
  }
  const { maxTokens } = GRAPHQL_LIMITS;
  return {
    ...formatted,
    message:
      `The document has more than ${count(maxTokens)} tokens (names, punctuation and values); ` +
      `the limit is ${count(maxTokens)}. Send a shorter one.`,
  };
}
