import 'reflect-metadata';
import { createLogger, loadConfig } from '@postpilot/server';
import { startWorkers } from './worker';

/** The worker process: `npm run start:worker`. SIGTERM lets running jobs finish first. */
async function main() {
  const config = loadConfig();
  const logger = createLogger('worker', config.logLevel);
  const running = await startWorkers(config, logger);
  logger.info({ queues: running.workers.map((w) => w.name) }, 'Postpilot worker started');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: waiting for running jobs');
    await running.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
