import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from '../kernel/logger';
import { freePort, waitUntil } from './ports';

export interface ResolvedRedis {
  url: string;
  /** Where it came from: REDIS_URL, one already running on this machine, or one started here. */
  source: 'env' | 'machine' | 'started';
  /** Stops the redis-server this launcher started (it saves its data first); else nothing. */
  stop: () => Promise<void>;
}

/** No Redis to be had: the message says how to get one. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

export interface ResolveRedisOptions {
  /** Where a Redis already running on this machine is looked for. */
  probeUrl?: string;
  /** The executable started when no Redis answers, looked up on PATH. */
  serverCommand?: string;
  logger?: Logger;
}

type Env = Record<string, string | undefined>;

const MACHINE_REDIS_URL = 'redis://127.0.0.1:6379';
const STARTUP_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The Redis Postpilot uses: REDIS_URL if set; else the machine's Redis if it answers; else a
 * redis-server started here with its data in `dataDir/redis`.
 */
export async function resolveRedis(
  env: Env,
  dataDir: string,
  {
    probeUrl = MACHINE_REDIS_URL,
    serverCommand = 'redis-server',
    logger,
  }: ResolveRedisOptions = {},
): Promise<ResolvedRedis> {
  const nothingToStop = async () => undefined;
  if (env.REDIS_URL) return { url: env.REDIS_URL, source: 'env', stop: nothingToStop };
  if (await answersPing(probeUrl)) return { url: probeUrl, source: 'machine', stop: nothingToStop };
  const executable = findExecutable(serverCommand, env.PATH ?? '');
  if (!executable) {
    throw new RedisUnavailableError(
      [
        `Postpilot needs Redis, and none answers at ${probeUrl} and "${serverCommand}" is not installed. Either:`,
        '  - set REDIS_URL=redis://host:6379 to use a Redis you have, or',
        '  - install Redis (apt-get install redis-server, or brew install redis) and run npm start again, or',
        '  - run one with Docker: docker run -p 6379:6379 redis:7',
      ].join('\n'),
    );
  }
  return startRedisServer(executable, path.join(dataDir, 'redis'), logger);
}

/** Whether a Redis answers PING at `url`, asked once with a short timeout and no retries. */
export async function answersPing(url: string, timeoutMs = 1000): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // A refused connection is an answer here, not an error to report.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    // After a refused connection it has already ended; disconnecting again would leave a timer.
    if (redis.status !== 'end') redis.disconnect();
  }
}

async function startRedisServer(
  executable: string,
  directory: string,
  logger?: Logger,
): Promise<ResolvedRedis> {
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  // Flag and value pairs. No RDB snapshots: the append-only file alone keeps the queues.
  // prettier-ignore
  const args = [
    '--bind', '127.0.0.1',
    '--port', String(port),
    '--dir', directory,
    '--appendonly', 'yes',
    '--maxmemory-policy', 'noeviction',
    '--save', '',
    '--loglevel', 'warning',
  ];
  const child = spawn(executable, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const recentOutput = captureOutput(child, logger);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Spawn failures (EACCES, …) come as 'error' with no 'exit'.
    child.once('error', (err) => {
      recentOutput.push(err.message);
      resolve();
    });
  }).then(() => {
    exited = true;
  });
  const url = `redis://127.0.0.1:${port}`;
  const ready = await waitUntil(() => answersPing(url, 500), {
    timeoutMs: STARTUP_TIMEOUT_MS,
    stillWorthWaiting: () => !exited,
  });
  const stop = async () => {
    if (exited) return;
    // SIGTERM: redis-server flushes its append-only file, then exits.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exit;
    clearTimeout(timer);
  };
  if (!ready) {
    await stop();
    throw new Error(`redis-server did not start:\n${recentOutput.join('\n')}`);
  }
  logger?.info({ pid: child.pid, port, directory }, 'started redis-server');
  return { url, source: 'started', stop };
}

/** Logs redis-server's lines and keeps the last few for an error message. */
function captureOutput(child: ChildProcess, logger?: Logger): string[] {
  const recent: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      logger?.warn(`redis-server: ${line.trim()}`);
      recent.push(line.trim());
      if (recent.length > 20) recent.shift();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return recent;
}

/** The full path of `command` as the shell would find it on `searchPath`, or null. */
function findExecutable(command: string, searchPath: string): string | null {
  const candidates = command.includes('/')
    ? [command]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; keep looking.
    }
  }
  return null;
}
