import 'reflect-metadata';
import { loadConfig } from './kernel/config';
import { createLogger } from './kernel/logger';
import { stopOnSignals } from './kernel/shutdown';
import { startApi } from './api';

/**
 * The API process: `npm run start:api`. SIGTERM or SIGINT drains it: readiness answers 503, no
 * new connection is taken, requests in flight are answered, then Redis and Postgres are closed;
 * past SHUTDOWN_TIMEOUT_MS it exits 1.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger('api', config.logLevel);
  const api = await startApi(config, logger);
  logger.info(
    { port: config.port, url: config.appUrl },
    `Postpilot API listening on port ${config.port}`,
  );
  stopOnSignals({ timeoutMs: config.shutdownTimeoutMs, logger, stop: () => api.stop() });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
