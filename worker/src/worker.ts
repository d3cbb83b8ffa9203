import { Worker } from 'bullmq';
import {
  createGenerator,
  createMailer,
  createRedis,
  QUEUE_NAMES,
  type Config,
  type Logger,
} from '@postpilot/server';
import { createProcessors } from './processors';

export interface RunningWorker {
  workers: Worker[];
  /** Lets running jobs finish (worker.close()), then disconnects. */
  stop: () => Promise<void>;
}

/** One BullMQ Worker a queue, all on one blocking Redis connection per worker. */
export function startWorkers(config: Config, logger: Logger): RunningWorker {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger: logger.child({ component: 'mailer' }),
  });
  const processors = createProcessors({ mailer, generator: createGenerator(config) });
  const connections = QUEUE_NAMES.map(() => createRedis(config.redisUrl, { blocking: true }));
  const workers = QUEUE_NAMES.map((name, i) => {
    const worker = new Worker(name, processors[name], {
      connection: connections[i],
      prefix: config.redisPrefix,
      concurrency: 5,
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
      mailer.close();
    },
  };
}
