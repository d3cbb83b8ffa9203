import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import helmet from 'helmet';
import { API_BASE_PATH, INPUT_MESSAGES, SERVER_MESSAGES } from '@postpilot/common';
import { mountLinkedInSandbox, type MountedLinkedInSandbox } from '../linkedin-sandbox';
import { createGraphQLMiddleware } from './apollo';
import { clientApp, clientNotBuilt, drawnPages } from './client-app';
import { bearerAuthentication } from './authentication';
import { requestLog } from './request-log';
import { AppError, restErrorBody } from '../kernel/errors';
import { JSON_LIMIT_BYTES, jsonBody, refuseDeepNesting } from '../kernel/input';
import { UPLOADS_URL_PATH } from '../kernel/media/local-media-store';
import { restRouter, type RestRoute } from '../kernel/rest';
import type { FeatureModule } from '../kernel/module';
import type { Composition } from './compose';
import { healthOf, type Infra } from './infra';

const COMPRESS_FROM_BYTES = 1024;

/** Every row of the REST adapter's table, under /api: what the modules contribute. */
export const restRoutes = (modules: readonly FeatureModule[]): RestRoute<never>[] =>
  modules.flatMap((module) => module.routes ?? []);

export interface HttpServer {
  app: Express;
  server: Server;
  /**
   * Drains: readiness answers 503, no new connection is accepted, idle keep-alive connections
   * are closed and the others once their request is answered; resolves when every request in
   * flight has been answered (or SHUTDOWN_TIMEOUT_MS has passed, when the rest are cut).
   */
  stop: () => Promise<void>;
}

/** The whole HTTP surface: /graphql, the REST adapter under /api, and the built client. */
export async function createHttpServer(
  infra: Infra,
  { modules, services }: Composition,
): Promise<HttpServer> {
  const { config, logger, media } = infra;
  // A bucket's presigned addresses are on its own origin: pictures may come from there too.
  const mediaOrigin = await media.origin();
  const app = express();
  const server = createServer(app);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // Probes first: an orchestrator asks every few seconds, and none of what follows concerns it.
  const health = healthOf(infra);
  app.use(health.handler());

  // Each request's id and logger; a line for each answer from the API and GraphQL.
  app.use(
    requestLog(
      app,
      logger.child({ component: 'http' }),
      (url) => url.startsWith('/api') || url.startsWith('/graphql'),
    ),
  );
  app.use(
    sameHeadersEachTime(
      helmet({
        contentSecurityPolicy: {
          directives: {
            // Served over plain http on localhost in development; upgrading would break it.
            upgradeInsecureRequests: null,
            imgSrc: ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])],
            // The one inline script of the pages the client's build drew, by its hash.
            scriptSrc: [
              "'self'",
              ...drawnPages(config.clientDist).scriptHashes.map((hash) => `'${hash}'`),
            ],
          },
        },
      }),
    ),
  );

  // Answers over 1 KB (a page of posts, an analytics report) travel compressed to a client that
  // accepts an encoding. One that accepts none (a script, a load balancer's health check) is
  // answered without compression's hooks on the response, which cost more than the rest of a
  // small answer; it still says the answer varies by Accept-Encoding, as compression would.
  const compress = compression({ threshold: COMPRESS_FROM_BYTES });
  app.use(['/graphql', API_BASE_PATH], (req, res, next) => {
    // Answers of the API are someone's own (their posts, their profile) or say what happened to
    // one request: no cache, shared or the browser's, keeps them.
    res.setHeader('Cache-Control', 'no-store');
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  });
  const json = [jsonBody(JSON_LIMIT_BYTES), refuseDeepNesting];
  const authenticate = bearerAuthentication(config.jwtSecret, services.auth);
  const graphql = await createGraphQLMiddleware({
    httpServer: server,
    modules,
    logger,
    speedups: config.speedups,
    drainMs: config.shutdownTimeoutMs,
  });

  const explorer = path.join(config.clientDist, 'graphiql.html');
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query) {
      if (existsSync(explorer)) return res.sendFile(explorer);
      return res.status(503).type('text').send(clientNotBuilt);
    }
    next();
  });
  app.use('/graphql', json, authenticate, graphql.middleware);

  const api = express.Router();
  api.use(json, authenticate);
  for (const module of modules) for (const router of module.routers ?? []) api.use(router);
  api.use(restRouter(restRoutes(modules)));
  api.use((req, _res, next) =>
    next(
      AppError.notFound('ROUTE_NOT_FOUND', `Not found: ${req.method} ${API_BASE_PATH}${req.path}`),
    ),
  );
  app.use(API_BASE_PATH, api);
  // No LinkedIn app configured: the app serves a stand-in that speaks LinkedIn's API, with its own
  // schema on the app's database. It does not reach into the product's features; the one thing it
  // asks of them, whose consent a state is for (to suggest the member's name, as LinkedIn shows
  // who is signed in), is a function given here, so the rules for it stay in the LinkedIn
  // connection service.
  let sandbox: MountedLinkedInSandbox | null = null;
  if (config.linkedin.sandbox) {
    sandbox = await mountLinkedInSandbox(app, {
      databaseUrl: config.databaseUrl,
      application: config.linkedin,
      secret: config.jwtSecret,
      media,
      memberNameForState: (state) => services.linkedin.memberNameForState(state),
    });
  }

  // A local store's files, each only at the signed address the API handed out, until it expires.
  const uploads = media.serve();
  if (uploads) app.use(UPLOADS_URL_PATH, uploads);
  app.use(clientApp(config.clientDist));
  // Every other method and path: our JSON, never Express's default page.
  app.use((req, _res, next) =>
    next(AppError.notFound('ROUTE_NOT_FOUND', `Not found: ${req.method} ${req.path}`)),
  );
  app.use(errorHandler);

  return {
    app,
    server,
    stop: async () => {
      health.drain();
      // Apollo's drain closes the listener and the connections (see createGraphQLMiddleware).
      await graphql.stop();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox?.close();
      health.close();
    },
  };
}

/**
 * A middleware that sets the same headers on every answer (helmet's: they depend on nothing in
 * the request), run once at start on a stand-in answer that records them; each request then gets
 * the recorded headers, without helmet's chain of a dozen middlewares. One that does not finish
 * at once, or fails, is used as it is.
 */
export function sameHeadersEachTime(middleware: RequestHandler): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  let finished = false;
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.push([name, value]);
    },
    removeHeader: (name: string) => {
      removed.push(name);
    },
  };
  void middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    finished = error === undefined;
  });
  if (!finished) return middleware;
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** One place turns failures into answers: AppErrors and body-parser's errors are the client's; the rest are ours. */
const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const error = toAppError(err);
  if (!error) {
    req.log.error({ err }, 'unhandled error');
    res.status(500).json({ success: false, message: SERVER_MESSAGES.internal, code: 'INTERNAL' });
    return;
  }
  if (error.details.retryAfterSeconds !== undefined) {
    res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
  }
  res.status(error.status).json(restErrorBody(error));
};

function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.too.large') {
    return new AppError('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE', SERVER_MESSAGES.payloadTooLarge);
  }
  if (type === 'entity.parse.failed') {
    return new AppError('BAD_USER_INPUT', 'MALFORMED_JSON', SERVER_MESSAGES.malformedJson);
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new AppError('BAD_USER_INPUT', 'UNSUPPORTED_ENCODING', (err as Error).message);
  }
  // What Express, its router, body-parser and serve-static report as the client's doing
  // (http-errors with a 4xx status): a path that cannot be decoded, a path outside a folder, too
  // many form fields. Their own messages may quote the input, so each gets a fixed one.
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return AppError.notFound('FILE_NOT_FOUND');
    if (status === 403)
      return new AppError('FORBIDDEN', 'PATH_FORBIDDEN', INPUT_MESSAGES.forbiddenPath);
    if (status === 413) {
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        'PAYLOAD_TOO_LARGE',
        SERVER_MESSAGES.payloadTooLarge,
      );
    }
    if (err instanceof URIError || /decode/i.test((err as Error).message ?? '')) {
      return new AppError('BAD_USER_INPUT', 'MALFORMED_PATH', INPUT_MESSAGES.malformedPath);
    }
    return new AppError('BAD_USER_INPUT', 'MALFORMED_REQUEST', INPUT_MESSAGES.malformedRequest);
  }
  return null;
}
