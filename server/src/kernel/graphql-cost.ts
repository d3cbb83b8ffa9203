import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';

/**
 * What one GraphQL request may ask for, checked before any resolver runs. The web client's
 * operations (client/src/**\/*.graphql) are the yardstick: a test costs each of them at its
 * largest variables and keeps them well inside these limits.
 */
export const GRAPHQL_LIMITS = {
  /**
   * Lexical tokens in the document; graphql-js stops parsing past it. The longest documents
   * sent are GraphiQL's introspection query (181 tokens) and the client's Analytics query
   * (128): 1,000 leaves room for any real operation and keeps a 1 MB body of
   * `a1: me { id } a2: …` from costing a parse and a validation.
   */
  maxTokens: 1000,
  /**
   * Nested fields, fragments spread in place. Our schema has no cycles and no path deeper than
   * 6 (posts → posts → attachment → images → media → url), which the editor's post list
   * reaches; 8 leaves room and refuses anything that needs a cycle a future type might add.
   * Below `__schema` depth is not counted (armor's default), because the standard introspection
   * query nests `ofType` nine deep; graphql-js' own rule refuses more than three nested
   * `fields`/`interfaces`/`possibleTypes`/`inputFields` lists there. `__type` counts as usual.
   */
  maxDepth: 8,
  /**
   * Aliased fields. The client sends none; 10 lets an integrator ask for the four analytics
   * periods or a few post lists in one request. Beyond that aliases only multiply work.
   */
  maxAliases: 10,
  /**
   * Points (see COST). The heaviest operation the client sends is the Analytics page over
   * 365 days, about 5,200; 10,000 is about twice that. It admits, say, the year's analytics,
   * the dashboard and a page of posts in one request, and no more than one year of analytics.
   */
  maxCost: 10_000,
} as const;

/**
 * What fields cost, in points. graphql-query-complexity adds the cost of every field a request
 * asks for, list items as many times as the list may hold. A field costs 1 (simpleEstimator)
 * unless its resolver says more with type-graphql's `complexity` option. A point is roughly
 * 10 µs of the server's time on the heaviest account the analytics benchmark seeds (5,000
 * published posts), as measured for each of the client's operations.
 */
export const COST = {
  /** A root field's database round trip that reads a handful of rows. */
  query: 100,
  /** A mutation: a transaction of a few statements, often with a job queued. */
  write: 300,
  /**
   * One argon2id hash or verification (64 MiB, about half a second of a core). Counted by how
   * many a request may hold rather than by time: three at most, on top of the login limits.
   */
  passwordHash: GRAPHQL_LIMITS.maxCost / 4,
  /** One post written by the AI endpoint (or the composer) through the worker: three a request. */
  generation: GRAPHQL_LIMITS.maxCost / 4,
  /**
   * Learning a voice from up to 50 posts (natural-language parsing, up to a second or so of a
   * core for the longest posts): three a request.
   */
  voiceLearning: GRAPHQL_LIMITS.maxCost / 4,
  /** Fetching every published post's statistics from LinkedIn: once a request. */
  metricsSync: GRAPHQL_LIMITS.maxCost / 2,
} as const;

/** A field's cost estimator, as type-graphql's `complexity` option takes it. */
export type CostEstimator = (options: ComplexityEstimatorArgs) => number;

/**
 * An integer argument as the cost should count it: inside its allowed range (the service
 * refuses any other value before doing work, so a negative `limit` cannot lower the cost),
 * the default when left out.
 */
export function argumentSize(
  value: unknown,
  range: { min: number; max: number; default: number },
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.floor(value)));
}

/**
 * A list whose length an argument sets: `base` for the resolver's own work, then each item
 * with the fields asked of it (counted once per item, the page's other fields included) and
 * `perItem` for the work an item takes beyond its fields.
 */
export function listCost(
  base: number,
  argument: string,
  range: { min: number; max: number; default: number },
  perItem = 0,
): CostEstimator {
  return ({ args, childComplexity }) =>
    base + argumentSize(args[argument], range) * (childComplexity + perItem);
}
