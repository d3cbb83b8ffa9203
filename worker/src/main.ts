import 'reflect-metadata';
import { createLogger, loadConfig, stopOnSignals } from '@postpilot/server';
import { startWorkers } from './worker';

/**
 * The worker process: `npm run start:worker`. SIGTERM or SIGINT stops it taking jobs and lets
 * running jobs finish, then it exits; past SHUTDOWN_TIMEOUT_MS it exits 1.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger('worker', config.logLevel);
  const running = await startWorkers(config, logger);
  logger.info(
    { queues: running.workers.map((w) => w.name), healthPort: running.healthPort },
    'Postpilot worker started',
  );
  stopOnSignals({ timeoutMs: config.shutdownTimeoutMs, logger, stop: () => running.stop() });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
