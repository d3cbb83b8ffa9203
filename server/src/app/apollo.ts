import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import type { Logger } from '../kernel/logger';
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
}): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const { httpServer, modules, logger } = options;
  const container = resolverContainer(modules);
  const apollo = new ApolloServer<Context>({
    schema: await getSchema(),
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
      ApolloServerPluginDrainHttpServer({ httpServer }),
      graphqlLimitsPlugin(new InFlightBudget(GRAPHQL_LIMITS.maxCost, MAX_WAITING_OPERATIONS)),
    ],
    formatError: (formatted, error) =>
      formatGraphQLError(reworded(formatted), error, (unexpected) =>
        logger.error({ err: unexpected }, 'unexpected error in a GraphQL operation'),
      ),
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ req, res }) => ({
      user: req.authUser,
      requestId: String(req.id),
      ip: req.ip ?? 'unknown',
      container,
      setCookie: cookieSetter(res),
    }),
  });
  return { middleware, stop: () => apollo.stop() };
}
