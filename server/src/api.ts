import type { Config } from './kernel/config';
import type { Logger } from './kernel/logger';
import { createHttpServer } from './app/http';
import { createInfra, closeInfra, type Infra } from './app/infra';
import { compose, type Services } from './app/compose';
import { followSessionChanges } from './app/session-changes';

export interface RunningApi {
  infra: Infra;
  services: Services;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Opens the database (running migrations, unless MIGRATE_ON_START=false leaves them to
 * `npm run migrate` and the API waits for them), Redis and the queues, then listens on
 * config.port (0: any).
 */
export async function startApi(config: Config, logger: Logger): Promise<RunningApi> {
  const infra = await createInfra(config, logger, { migrate: config.migrateOnStart });
  const app = compose(infra);
  const { services } = app;
  // Without the cache's announcements it keeps nothing: every request reads its user.
  const stopSessionChanges = config.speedups.sessionCache
    ? followSessionChanges(infra, services.auth.sessions)
    : async () => undefined;
  logger.info(
    config.speedups.sessionCache
      ? 'session cache on: told of changes by Postgres LISTEN (DATABASE_LISTEN_URL, else DATABASE_URL)'
      : 'session cache off (SESSION_CACHE=off): every request reads its user from Postgres',
  );
  const http = await createHttpServer(infra, app);
  await new Promise<void>((resolve, reject) => {
    http.server.once('error', reject);
    http.server.listen(config.port, resolve);
  });
  // A server people use makes their first carousel as fast as the next (when it keeps the carousel
  // maker's threads, CAROUSEL_THREADS); tests start it on demand.
  if (config.env !== 'test') {
    app.warmUp().catch((error: unknown) => {
      logger.warn({ err: error }, 'getting the carousel maker ready failed');
    });
  }
  const address = http.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Asked for any free port (tests): the sandbox is reached on the port the system gave.
  if (config.linkedin.sandbox && config.linkedin.apiUrl.startsWith('http://127.0.0.1:0/')) {
    config.linkedin.apiUrl = config.linkedin.apiUrl.replace(':0/', `:${port}/`);
  }
  return {
    infra,
    services,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await http.stop();
      await stopSessionChanges();
      await app.close();
      await closeInfra(infra);
    },
  };
}
