import type { Server } from 'node:http';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../kernel/logger';
import type { Speedups } from '../kernel/config';
import type { Context } from '../kernel/context';
import { cookieSetter } from '../kernel/cookies';
import { formatGraphQLError } from '../kernel/errors';
import { GRAPHQL_LIMITS } from '../kernel/graphql-cost';
import {
  graphqlLimitsPlugin,
  limitValidationRules,
  parseOptions,
  reworded,
} from './graphql-limits';
import { InFlightBudget } from './in-flight-budget';
import { compiledExecution } from './compiled-execution';
import type { FeatureModule } from '../kernel/module';
import { getSchema, resolverContainer } from './schema';

/**
 * Operations one caller may have waiting for their in-flight budget: a browser sends a few at
 * once (the schedule page three); more than this is a script that should wait for its answers.
 */
const MAX_WAITING_OPERATIONS = 20;

export async function createGraphQLMiddleware(options: {
  httpServer: Server;
  modules: readonly FeatureModule[];
  logger: Logger;
  speedups: Speedups;
  /** How long stopping waits for requests in flight before cutting their connections. */
  drainMs: number;
}): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const { httpServer, modules, logger, speedups, drainMs } = options;
  const container = resolverContainer(modules);
  const apollo = new ApolloServer<Context>({
    // Apollo parses, validates and runs the plugins; operations are executed by compiled code
    // (compiled-execution.ts), which Apollo Server takes as a gateway's executor, or by graphql-js.
    ...(speedups.compiledExecution
      ? { gateway: compiledExecution(await getSchema()) }
      : { schema: await getSchema() }),
    introspection: true,
    csrfPrevention: true,
    // Limits checked before execution (graphql-limits.ts): tokens while parsing, depth and
    // aliases while validating, cost and the caller's in-flight budget just before executing.
    parseOptions,
    validationRules: limitValidationRules(),
    // Never a stack trace or a server path in an answer, whatever NODE_ENV says.
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (HTTP, queues, database, in that order); Apollo must not race it.
    stopOnTerminationSignals: false,
    // The explorer is our own bundled GraphiQL (GET /graphql in a browser), not Apollo's CDN page.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // We set no cache hints; without this plugin Apollo stops wrapping every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      // Traces are for federated subgraphs, which this schema is not; Apollo would otherwise add
      // the plugin anyway and call it on every request.
      ApolloServerPluginInlineTraceDisabled(),
      // Stopping drains the whole HTTP server, REST and pages too: no new connection, idle
      // keep-alive connections closed at once and the others after their answer, requests in
      // flight answered for up to `drainMs`.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: drainMs }),
      graphqlLimitsPlugin(
        speedups.inFlightBudget
          ? new InFlightBudget(GRAPHQL_LIMITS.maxCost, MAX_WAITING_OPERATIONS)
          : null,
      ),
      // Every answer is kept by no cache, as the REST adapter's are (http.ts); Apollo would
      // otherwise say "private, no-cache, must-revalidate" on some of its own answers.
      {
        async requestDidStart() {
          return {
            async willSendResponse({ response }) {
              response.http.headers.set('cache-control', 'no-store');
            },
          };
        },
      },
    ],
    formatError: (formatted, error) =>
      formatGraphQLError(reworded(asClientMistake(formatted, error)), error, (unexpected) =>
        logger.error({ err: unexpected }, 'unexpected error in a GraphQL operation'),
      ),
  });
  await apollo.start();
  const middleware = answerWith(apollo, ({ req, res }) => ({
    user: req.authUser,
    requestId: String(req.id),
    ip: req.ip ?? 'unknown',
    container,
    setCookie: cookieSetter(res),
  }));
  return { middleware, stop: () => apollo.stop() };
}

/**
 * Apollo Server behind Express, as Apollo's guide to integrations has it: the request's method,
 * headers, query string and parsed body in; the answer's status, headers and body out. A complete
 * answer to a POST is written as it is (it carries its length and type), without the ETag that
 * Express's `send` would hash it for, since no cache keeps an answer to a POST; a GET (a query in
 * the URL) is sent through Express, so that it keeps its ETag and its 304.
 */
function answerWith(
  apollo: ApolloServer<Context>,
  context: (express: { req: Request; res: Response }) => Context,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const headers = new HeaderMap();
      for (const name in req.headers) {
        const value = req.headers[name];
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const query = req.url.indexOf('?');
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: query === -1 ? '' : req.url.slice(query),
          body: req.body,
        },
        context: async () => context({ req, res }),
      });
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.statusCode = answer.status || 200;
      if (answer.body.kind === 'complete') {
        if (req.method !== 'POST') {
          res.send(answer.body.string);
          return;
        }
        res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
        res.end(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) {
        res.write(chunk);
        (res as Response & { flush?: () => void }).flush?.();
      }
      res.end();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Apollo answers some requests it refuses with a 4xx but no code of their own ("provided sha does
 * not match query"), which it then calls INTERNAL_SERVER_ERROR: they are the client's mistake.
 */
function asClientMistake(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const http = error instanceof GraphQLError ? error.extensions.http : undefined;
  const status = (http as { status?: number } | undefined)?.status;
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR' || !status || status >= 500) {
    return formatted;
  }
  return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
}
