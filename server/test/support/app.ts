import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig, type Config } from '../../src/kernel/config';
import { createLogger } from '../../src/kernel/logger';
import { startApi, type RunningApi } from '../../src/api';
import { createTestDatabase } from './database';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  api: RunningApi;
  config: Config;
  /** supertest bound to the running server. */
  http: () => ReturnType<typeof request>;
  /** POSTs a GraphQL operation as a browser would (JSON), optionally with a bearer token. */
  graphql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<{ status: number; data: T | null; errors?: GraphQLErrorBody[] }>;
  stop: () => Promise<void>;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; subCode?: string; errors?: { field: string; message: string }[] };
}

/**
 * What a test's API or worker runs on: `databaseUrl`, `dataDir`, the test Redis under a key
 * prefix of its own, and a secret of its own.
 */
export function testEnvironment(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
}

/**
 * The real API on a free port, with its own database, Redis key prefix and data folder.
 * `env` overrides configuration (SMTP_URL, for instance).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-test-'));
  const config = loadConfig({
    ...testEnvironment(database.url, dataDir),
    PORT: '0',
    APP_URL: 'http://postpilot.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const api = await startApi(config, createLogger('api', config.logLevel));
  const http = () => request(api.url);
  return {
    api,
    config,
    http,
    graphql: async (query, variables, token) => {
      const req = http().post('/graphql').set('Content-Type', 'application/json');
      if (token) req.set('Authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return { status: res.status, data: res.body.data ?? null, errors: res.body.errors };
    },
    stop: async () => {
      const keys = await api.infra.redis.keys(`${config.redisPrefix}:*`);
      if (keys.length) await api.infra.redis.del(...keys);
      await api.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in for the object `current()` answers at the time of each use: reads (methods bound to
 * it) and writes go to that object, so that a file can hold what its beforeAll makes in a const.
 */
export function forwarding<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = current();
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
    set: (_, key, value) => Reflect.set(current(), key, value),
  });
}

/**
 * What `start` makes, for the tests of one file: made before them and ended after them (by
 * `end`). It is answered at once, as a stand-in that forwards to what `start` made once it has.
 */
export function forTheFile<T extends object>(
  start: () => Promise<T>,
  end: (made: T) => Promise<void>,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await start();
  });
  afterAll(async () => {
    if (made) await end(made);
  });
  return forwarding(() => {
    if (!made) throw new Error("Used before the file's beforeAll made it.");
    return made;
  });
}

/** The file's test app (startTestApp with `env`): started before its tests, stopped after. */
export const useTestApp = (env: Record<string, string> = {}): TestApp =>
  forTheFile(
    () => startTestApp(env),
    (app) => app.stop(),
  );
