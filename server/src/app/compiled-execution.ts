import {
  execute,
  GraphQLError,
  isScalarType,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** When an operation is compiled; tests set these to run every operation one way or the other. */
export interface CompileRules {
  /**
   * Runs through graphql-js before an operation is compiled. Compiling costs more than a run
   * (5 ms for a page of posts), so a document sent once (a script's, an attacker's unique
   * query) never pays for it; the client's own operations are compiled on their second use.
   */
  afterRuns: number;
  /**
   * Compilations a minute at most, so that documents sent twice each cannot keep the process
   * compiling; beyond it, operations run through graphql-js until the next minute.
   */
  perMinute: number;
}

const COMPILE_RULES: CompileRules = { afterRuns: 1, perMinute: 120 };

type Entry = { runs: number; compiled?: CompiledQuery };

/**
 * Executes operations for Apollo Server, given to it as its `executor` (the way Apollo Server 4
 * and later take one). An operation that has run before is executed by a function compiled for
 * that exact document (graphql-jit): the same resolvers, serializers and null rules as graphql-js,
 * without walking the document and the schema for every field of every answer (a page of posts
 * has hundreds). Apollo has already parsed and validated the document, run the limits and
 * resolved the operation. Variables that cannot be coerced are answered with graphql-js's own
 * errors, word for word, which Apollo answers with a 400 as before.
 */
export function compiledExecution(
  schema: GraphQLSchema,
  rules: CompileRules = COMPILE_RULES,
): Gateway {
  // Apollo keeps one parsed DocumentNode per query text (its document store), so a document
  // object seen again is the same text; entries go with the documents the store lets go.
  const entries = new WeakMap<DocumentNode, Map<string, Entry>>();
  const options = { customSerializers: fastSerializers(schema) };
  let minute = 0;
  let compiledThisMinute = 0;
  /** Whether this minute's budget has room for one more compilation, and takes it if so. */
  const takeCompilation = () => {
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) [minute, compiledThisMinute] = [now, 0];
    if (compiledThisMinute >= rules.perMinute) return false;
    compiledThisMinute++;
    return true;
  };

  const entryFor = (document: DocumentNode, operationName: string | null): Entry => {
    let byOperation = entries.get(document);
    if (!byOperation) entries.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let entry = byOperation.get(key);
    if (!entry) byOperation.set(key, (entry = { runs: 0 }));
    return entry;
  };

  const executor: Executor = async ({ document, operation, operationName, request, context }) => {
    const variables = request.variables ?? {};
    const entry = entryFor(document, operationName);
    if (!entry.compiled && entry.runs >= rules.afterRuns && takeCompilation()) {
      const compiled = compileQuery(schema, document, operationName ?? undefined, options);
      // A document graphql-jit cannot compile keeps running through graphql-js.
      if (isCompiledQuery(compiled)) entry.compiled = compiled;
      else entry.runs = Number.NEGATIVE_INFINITY;
    }
    entry.runs++;
    if (entry.compiled) {
      const result = await entry.compiled.query(undefined, context, variables);
      if (!result.errors) return result;
      // Variables it could not coerce (no data at all): graphql-js's own words for them.
      if (result.data === undefined) {
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
        if (coerced.errors) return { errors: coerced.errors };
      }
      return { ...result, errors: result.errors.map(asGraphQLJsError) };
    }
    return execute({
      schema,
      document,
      contextValue: context,
      variableValues: variables,
      operationName,
    });
  };

  return {
    load: async () => ({ executor }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    stop: async () => undefined,
  };
}

/**
 * A valid Date, the usual value of a DateTimeISO field, written straight to its ISO string (what
 * the scalar's own serialize returns for it after checking and copying it); anything else goes
 * to the scalar's serialize, with its errors.
 */
function fastSerializers(schema: GraphQLSchema): Record<string, (value: unknown) => unknown> {
  const dateTime = schema.getType('DateTimeISO');
  if (!isScalarType(dateTime)) return {};
  return {
    DateTimeISO: (value) =>
      value instanceof Date && !Number.isNaN(value.getTime())
        ? value.toISOString()
        : dateTime.serialize(value),
  };
}

/**
 * graphql-jit's errors are look-alikes of graphql-js's (an `extensions` only when the thrown
 * error had one, none of its own for the errors it raises itself); Apollo and formatError expect
 * graphql-js's own, so each becomes one with the same message, place in the answer and
 * locations, and the error graphql-js would have kept as its cause: what the resolver threw; for
 * a null in a non-null field, an Error (a fault of ours, logged and not shown); for a value a
 * scalar cannot write, the scalar's GraphQLError.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const cause =
    error.originalError ??
    (error.message.startsWith('Cannot return null for non-nullable field')
      ? new Error(error.message)
      : new GraphQLError(error.message));
  const standard = new GraphQLError(error.message, {
    path: error.path,
    originalError: cause,
    extensions: error.extensions,
  });
  if (error.locations) Object.assign(standard, { locations: error.locations });
  return standard;
}
