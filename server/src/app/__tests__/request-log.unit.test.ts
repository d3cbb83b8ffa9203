import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { requestLog } from '../request-log';

const REQUEST_ID = /^[\w-]{1,100}$/;
const logged = (url: string) => url.startsWith('/api') || url.startsWith('/graphql');

/** The request log as the app had it with pino-http, the reference the new one must match. */
function withPinoHttp(_app: Express, logger: pino.Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id: unknown; originalUrl?: string; path?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.originalUrl || req.path,
      }),
      res: (res: { headersSent: boolean; statusCode: number }) => ({
        statusCode: res.headersSent ? res.statusCode : null,
      }),
    },
    autoLogging: { ignore: (req) => !logged(req.url ?? '') },
  });
}

type Middleware = (app: Express, logger: pino.Logger) => RequestHandler;

/** An app like ours behind `middleware`, its log lines kept as parsed JSON. */
async function serve(middleware: Middleware) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino(
    { name: 'api', level: 'info', redact: ['req.headers.authorization', '*.password'] },
    sink,
  ).child({ component: 'http' });
  const app = express();
  app.use(middleware(app, logger));
  app.get('/api/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/graphql', express.json(), (req, res) => {
    req.log.info({ operation: (req.body as { op?: string }).op }, 'an operation');
    res.status(400).json({ errors: [] });
  });
  app.get('/api/fails', (_req, _res, next) => next(new Error('broken')));
  app.get('/api/unavailable', (_req, res) => {
    res.status(503).end();
  });
  app.get('/api/slow', (_req, res) => {
    setTimeout(() => res.end('late'), 200);
  });
  app.get('/assets/app.js', (_req, res) => {
    res.type('js').send('1');
  });
  const failed: ErrorRequestHandler = (err, req, res, _next) => {
    req.log.error({ err }, 'unhandled error');
    res.status(500).json({ success: false });
  };
  app.use(failed);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, lines, port: (server.address() as AddressInfo).port };
}

function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; abort?: boolean },
): Promise<{ status?: number; id?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, id: res.headers['x-request-id'] as string }),
        );
      },
    );
    if (options.abort) {
      req.on('error', () => resolve({}));
      setTimeout(() => req.destroy(), 50);
    } else {
      req.on('error', reject);
    }
    req.end(options.body);
  });
}

const REQUESTS: [string, Parameters<typeof send>[2]][] = [
  ['/api/ok', { headers: { 'x-request-id': 'trace-123' } }],
  ['/api/ok?page=2', { headers: { 'x-request-id': 'not a token!' } }],
  [
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret' },
      body: JSON.stringify({ op: 'Me', password: 'hunter2' }),
    },
  ],
  ['/api/fails', {}],
  ['/api/unavailable', {}],
  ['/api/slow', { abort: true }],
  ['/assets/app.js', {}],
  ['/api/missing', {}],
];

/** A line without what differs between any two runs: times, the process, new ids, the frames of a stack. */
function comparable(line: Record<string, unknown>, ids: Map<string, string>) {
  const { time: _time, pid: _pid, hostname: _hostname, responseTime, ...rest } = line;
  const text = JSON.stringify(rest, (key, value: unknown) =>
    key === 'stack' && typeof value === 'string' ? value.split('\n')[0] : value,
  ).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
    if (!ids.has(id)) ids.set(id, `request-${ids.size + 1}`);
    return ids.get(id)!;
  });
  return { ...(JSON.parse(text) as object), timed: typeof responseTime === 'number' };
}

async function run(middleware: Middleware) {
  const { server, lines, port } = await serve(middleware);
  const answers = [];
  for (const [path, options] of REQUESTS) answers.push(await send(port, path, options));
  // The aborted request's line is written once its answer is given up.
  await sleep(300);
  server.close();
  const ids = new Map<string, string>();
  return {
    answers: answers.map(({ status, id }) => ({
      status,
      id: id && (ids.get(id) ?? (/^[0-9a-f-]{36}$/.test(id) ? 'a uuid' : id)),
    })),
    lines: lines.map((line) => comparable(line, ids)),
  };
}

describe('requestLog', () => {
  it('writes the lines pino-http wrote and gives the same request ids', async () => {
    const [theirs, ours] = [
      await run(withPinoHttp),
      await run((app, logger) => requestLog(app, logger, logged)),
    ];
    expect(ours.answers).toEqual(theirs.answers);
    expect(ours.lines).toEqual(theirs.lines);
    // What the test compares: a line for each logged request, the ones logged through req.log.
    const messages = ours.lines.map((line) => (line as { msg?: string }).msg);
    expect(messages).toEqual([
      'request completed',
      'request completed',
      'an operation',
      'request completed',
      'unhandled error',
      'request errored',
      'request errored',
      'request aborted',
      'request completed',
    ]);
    expect(JSON.stringify(ours.lines)).not.toContain('hunter2');
    expect(JSON.stringify(ours.lines)).not.toContain('Bearer');
  });
});
