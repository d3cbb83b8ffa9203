import { Worker } from 'bullmq';
import {
  closeInfra,
  compose,
  createInfra,
  createRedis,
  processorsFor,
  QUEUE_NAMES,
  RetryablePublishError,
  type Config,
  type Logger,
} from '@postpilot/server';

export interface RunningWorker {
  workers: Worker[];
  /** Lets running jobs finish (worker.close()), then disconnects. */
  stop: () => Promise<void>;
}

/** Jobs a queue runs at once: publishing and generation wait on the network, not the CPU. */
const CONCURRENCY: Record<(typeof QUEUE_NAMES)[number], number> = {
  email: 5,
  generate: 5,
  publish: 20,
  plan: 2,
  metrics: 2,
};

/**
 * Publish retries back off exponentially (2 s, 4 s, 8 s, …), or as long as LinkedIn asked
 * (Retry-After) when that is longer.
 */
export function publishBackoff(attemptsMade: number, error: Error | undefined): number {
  const exponential = 2_000 * 2 ** Math.max(0, attemptsMade - 1);
  const asked =
    error instanceof RetryablePublishError && error.retryAfterSeconds
      ? error.retryAfterSeconds * 1000
      : 0;
  return Math.max(exponential, asked);
}

/**
 * One BullMQ Worker a queue, each on its own blocking Redis connection. Before taking jobs it
 * waits for the database to be migrated, then restores any publish job Redis lost.
 */
export async function startWorkers(config: Config, logger: Logger): Promise<RunningWorker> {
  const infra = await createInfra(config, logger, { migrate: false });
  const app = compose(infra);
  const processors = processorsFor(
    QUEUE_NAMES,
    app.modules.flatMap((module) => module.jobs ?? []),
  );
  for (const module of app.modules) await module.onWorkerStart?.();

  const connections = QUEUE_NAMES.map(() => createRedis(config.redisUrl, { blocking: true }));
  const workers = QUEUE_NAMES.map((name, i) => {
    const worker = new Worker(name, processors[name], {
      connection: connections[i],
      prefix: config.redisPrefix,
      concurrency: CONCURRENCY[name],
      settings: {
        backoffStrategy: (attemptsMade, _type, error) => publishBackoff(attemptsMade, error),
      },
    });
    worker.on('failed', (job, err) =>
      logger.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err }, 'job failed'),
    );
    worker.on('completed', (job) => logger.info({ queue: name, jobId: job.id }, 'job completed'));
    worker.on('error', (err) => logger.error({ queue: name, err }, 'worker error'));
    return worker;
  });
  return {
    workers,
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      // Connections handed to BullMQ stay open after close(); they are ours to end.
      await Promise.all(connections.map((connection) => connection.quit()));
      await app.close();
      await closeInfra(infra);
    },
  };
}
