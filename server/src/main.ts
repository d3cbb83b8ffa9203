import 'reflect-metadata';
import { loadConfig } from './kernel/config';
import { createLogger } from './kernel/logger';
import { startApi } from './api';

/** The API process: `npm run start:api`. */
async function main() {
  const config = loadConfig();
  const logger = createLogger('api', config.logLevel);
  const api = await startApi(config, logger);
  logger.info(
    { port: config.port, url: config.appUrl },
    `Postpilot API listening on port ${config.port}`,
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await api.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
