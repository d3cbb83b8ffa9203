import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from '../kernel/logger';

/** An id the caller may give a request (X-Request-Id): a plain token, not too long. */
const REQUEST_ID = /^[\w-]{1,100}$/;

/** The request as its log lines name it: id, method and address, never a header or the body. */
const described = (req: Request) => ({
  id: req.id,
  method: req.method,
  url: req.originalUrl || req.path,
});

const LOG = Symbol('request log');
type Logged = Request & { [LOG]?: Logger };

/**
 * The request log, line for line as pino-http writes it (a test compares the two), without
 * pino-http's per-request work:
 *
 * - each request gets an id, the caller's X-Request-Id when it is a plain token and a new uuid
 *   otherwise, said back in X-Request-Id;
 * - `req.log` is a logger whose lines carry the request (`req`), made only when something logs
 *   through it (pino-http made one for every request, serializing the request each time);
 * - each request `logged(url)` picks gets one line once it is over: "request completed" with the
 *   answer's status and the time taken, "request aborted" when the connection closed first, or,
 *   for a 5xx or a failed answer, "request errored" with the error.
 */
export function requestLog(
  app: Express,
  logger: Logger,
  logged: (url: string) => boolean,
): RequestHandler {
  // Express makes each request from app.request, so the lazy logger is defined there once.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Logged) {
      return (this[LOG] ??= logger.child({ req: described(this) }));
    },
    set(this: Logged, value: Logger) {
      this[LOG] = value;
    },
  });
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    if (logged(req.url)) {
      const start = Date.now();
      const done = (err?: Error) => {
        res.removeListener('close', done);
        res.removeListener('finish', done);
        res.removeListener('error', done);
        const request = described(req);
        const answer = { statusCode: res.headersSent ? res.statusCode : null };
        const responseTime = Date.now() - start;
        if (err || res.statusCode >= 500) {
          const error = err ?? new Error(`failed with status code ${res.statusCode}`);
          logger.info({ req: request, res: answer, err: error, responseTime }, 'request errored');
          return;
        }
        const over = !req.readableAborted && res.writableEnded;
        logger.info(
          { req: request, res: answer, responseTime },
          over ? 'request completed' : 'request aborted',
        );
      };
      res.on('close', done);
      res.on('finish', done);
      res.on('error', done);
    }
    next();
  };
}
