import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { compose } from '../../src/app/compose';
import { restRoutes } from '../../src/app/http';
import type { Infra } from '../../src/app/infra';
import { loadConfig } from '../../src/kernel/config';
import { createLogger } from '../../src/kernel/logger';
import type { RestRoute } from '../../src/kernel/rest';

/**
 * Every REST route exactly as the composition root mounts it, read when a test file is collected
 * (before any app runs): the features are composed over an inert stand-in for the database,
 * Redis and the queues. Only a route's method, path and access are read; no handler runs.
 */
export function restRouteTable(): RestRoute<never>[] {
  const inert: object = new Proxy(function inert() {}, {
    get: (_target, property) => (property === 'then' ? undefined : inert),
    apply: () => inert,
    construct: () => inert,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://inert.invalid/inert',
    DATA_DIR: tmpdir(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const infra = {
    config,
    logger: createLogger('api', 'silent'),
    dataSource: inert,
    redis: inert,
    queues: inert,
    media: inert,
    generateEvents: inert,
    metricsEvents: inert,
    closeEvents: async () => undefined,
  } as unknown as Infra;
  return restRoutes(compose(infra).modules);
}
