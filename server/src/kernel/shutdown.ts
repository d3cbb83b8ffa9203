import type { Logger } from './logger';

/**
 * SIGTERM (what Kubernetes and docker send) or SIGINT (Ctrl-C) stops the process: `stop` lets
 * the work in flight finish and closes the connections, then the process exits 0. When `stop`
 * has not finished within `timeoutMs`, or fails, the process exits 1, so whoever stopped it can
 * tell a clean stop from one that cut work short. A second signal changes nothing.
 */
export function stopOnSignals(options: {
  timeoutMs: number;
  logger: Logger;
  stop: () => Promise<void>;
  /** process.exit, or a stand-in in tests. */
  exit?: (code: number) => void;
}): void {
  const { timeoutMs, logger, stop, exit = (code) => process.exit(code) } = options;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.info({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    logger.info({ signal, timeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs }, `not stopped within ${timeoutMs} ms: exiting`);
      exit(1);
    }, timeoutMs);
    stop().then(
      () => {
        clearTimeout(deadline);
        logger.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        logger.error({ err: error }, 'stopping failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
