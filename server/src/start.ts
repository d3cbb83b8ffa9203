import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createLogger, type Logger } from './kernel/logger';
import { startChildren, type ChildExit, type RunningChildren } from './launcher/children';
import { EmbeddedPostgresError, startEmbeddedPostgres } from './launcher/embedded-postgres';
import { RedisUnavailableError, resolveRedis, type ResolvedRedis } from './launcher/local-redis';
import { acceptsConnections, waitUntil } from './launcher/ports';

/**
 * `npm start`: one command for the whole app. Uses DATABASE_URL and REDIS_URL when given;
 * otherwise starts an embedded Postgres server and finds or starts a Redis, keeping their data in
 * DATA_DIR. Then runs the API and the worker until a signal or until one of them stops, and stops
 * the servers it started once both have exited.
 */

/** Long enough for the worker to finish the jobs it is running. */
const CHILD_STOP_TIMEOUT_MS = 30_000;
/**
 * A second Ctrl-C this long after the first kills the children. Closer ones are the same keypress
 * delivered twice: by the terminal and again by `npm start`, which forwards signals.
 */
const REPEATED_SIGNAL_GAP_MS = 1_000;
/** The first start of the embedded database and migrations can take a while. */
const API_START_TIMEOUT_MS = 180_000;

type Env = NodeJS.ProcessEnv;

interface Service {
  url: string;
  stop: () => Promise<void>;
}

/** A problem the user can fix, reported as its message alone. */
class LaunchError extends Error {}

async function main(): Promise<number> {
  const env = process.env;
  const logger = createLogger('launcher', env.LOG_LEVEL ?? 'info');
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });

  // Until the children run, a signal is remembered and honoured once startup can be undone.
  let requestedStop: NodeJS.Signals | undefined;
  let handleSignal = (signal: NodeJS.Signals) => {
    requestedStop ??= signal;
  };
  process.on('SIGINT', () => handleSignal('SIGINT'));
  process.on('SIGTERM', () => handleSignal('SIGTERM'));

  const services: Service[] = [];
  const stopServices = async () => {
    for (const service of [...services].reverse()) {
      await service.stop().catch((err: unknown) => logger.error({ err }, 'could not stop cleanly'));
    }
  };
  let port: number;
  let database: Service;
  let redis: ResolvedRedis;
  try {
    port = parsePort('PORT', env.PORT ?? '4000');
    if (port > 0 && (await acceptsConnections('127.0.0.1', port))) {
      throw new LaunchError(
        `Port ${port} is already in use. Stop whatever uses it, or choose another port: PORT=4001 npm start`,
      );
    }
    database = await resolveDatabase(env, dataDir, logger);
    services.push(database);
    redis = await resolveRedis(env, dataDir, { logger });
    services.push(redis);
    logger.info({ source: redis.source }, 'Redis ready');
  } catch (err) {
    await stopServices();
    if (
      err instanceof LaunchError ||
      err instanceof RedisUnavailableError ||
      err instanceof EmbeddedPostgresError
    ) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  if (requestedStop) {
    logger.info({ signal: requestedStop }, 'stopped before starting the API and the worker');
    await stopServices();
    return 0;
  }

  const children = startChildren(
    [
      { name: 'api', args: [path.resolve('server/dist/main.js')] },
      { name: 'worker', args: [path.resolve('worker/dist/main.js')] },
    ],
    { ...env, DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL: redis.url },
    logger,
  );
  let stopping: Promise<ChildExit[]> | undefined;
  let firstSignalAt = 0;
  handleSignal = (signal) => {
    if (!stopping) {
      logger.info({ signal }, 'stopping Postpilot');
      firstSignalAt = Date.now();
      stopping = children.stop(signal, CHILD_STOP_TIMEOUT_MS);
    } else if (Date.now() - firstSignalAt > REPEATED_SIGNAL_GAP_MS) {
      logger.warn({ signal }, 'asked again: killing the API and the worker now');
      void children.stop('SIGKILL', 0);
    }
  };
  void announceWhenListening(port, children, () => stopping !== undefined, logger);

  const first = await children.firstExit;
  const unexpected = !stopping;
  if (!stopping) {
    logger.error(
      { child: first.name, code: first.code, signal: first.signal },
      `${first.name} stopped unexpectedly; stopping Postpilot`,
    );
    stopping = children.stop('SIGTERM', CHILD_STOP_TIMEOUT_MS);
  }
  const exits = await stopping;
  await stopServices();
  logger.info('Postpilot stopped');
  return unexpected || exits.some((exit) => exit.code !== 0) ? 1 : 0;
}

/** DATABASE_URL if set; else the embedded Postgres server with its cluster in DATA_DIR/postgres. */
async function resolveDatabase(env: Env, dataDir: string, logger: Logger): Promise<Service> {
  if (env.DATABASE_URL) {
    logger.info('using the database at DATABASE_URL');
    return { url: env.DATABASE_URL, stop: async () => undefined };
  }
  const directory = path.join(dataDir, 'postgres');
  const port = parsePort('EMBEDDED_POSTGRES_PORT', env.EMBEDDED_POSTGRES_PORT ?? '0');
  if (port > 0 && (await acceptsConnections('127.0.0.1', port))) {
    throw new LaunchError(
      `Port ${port} is already in use, so the embedded Postgres cannot listen there. Choose another port (EMBEDDED_POSTGRES_PORT=0 picks a free one) or set DATABASE_URL to a Postgres you run.`,
    );
  }
  const database = await startEmbeddedPostgres(directory, { port, logger });
  logger.info({ directory, url: database.url }, 'embedded Postgres ready');
  return database;
}

/** 0 means any free port. */
function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new LaunchError(`${name} must be a number from 0 to 65535, got "${value}".`);
  }
  return port;
}

/** Says where to open Postpilot once the API accepts connections. */
async function announceWhenListening(
  port: number,
  children: RunningChildren,
  stopping: () => boolean,
  logger: Logger,
): Promise<void> {
  // PORT=0 lets the API pick its port, which only the API's own log can tell.
  if (port === 0) return;
  const listening = await waitUntil(() => acceptsConnections('127.0.0.1', port), {
    timeoutMs: API_START_TIMEOUT_MS,
    intervalMs: 250,
    stillWorthWaiting: () => children.isRunning() && !stopping(),
  });
  if (listening && !stopping()) {
    const url = `http://localhost:${port}`;
    logger.info({ url }, `Postpilot is running at ${url}`);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
