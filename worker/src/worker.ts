import { Queue, Worker } from 'bullmq';
import {
  createGenerator,
  createMailer,
  createPublisher,
  createRedis,
  openMigratedDatabase,
  ActivityService,
  MetricsScheduler,
  MetricsSync,
  METRICS_QUEUE,
  Planner,
  PlanScheduler,
  PLAN_QUEUE,
  PublishScheduler,
  PUBLISH_QUEUE,
  QUEUE_NAMES,
  RetryablePublishError,
  type Config,
  type Logger,
} from '@postpilot/server';
import { createProcessors } from './processors';

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
  const dataSource = await openMigratedDatabase(config.databaseUrl);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger: logger.child({ component: 'mailer' }),
  });
  const generator = createGenerator(config);
  const queueConnection = createRedis(config.redisUrl);
  const metricsQueue = new Queue(METRICS_QUEUE, {
    connection: queueConnection,
    prefix: config.redisPrefix,
  });
  const metricsScheduler = new MetricsScheduler(metricsQueue);
  // A published post's first statistics are fetched an hour later.
  const publishing = createPublisher(config, dataSource, logger, {
    onPublished: (userId) => metricsScheduler.followUp(userId),
  });
  const publishQueue = new Queue(PUBLISH_QUEUE, {
    connection: queueConnection,
    prefix: config.redisPrefix,
  });
  const planQueue = new Queue(PLAN_QUEUE, {
    connection: queueConnection,
    prefix: config.redisPrefix,
  });
  const metricsSync = new MetricsSync(
    dataSource,
    publishing.linkedin,
    publishing.cipher,
    publishing.reconnect,
    logger.child({ component: 'metrics' }),
  );
  const planner = new Planner(
    dataSource,
    generator,
    new PublishScheduler(publishQueue, dataSource),
    new ActivityService(dataSource, (err) =>
      logger.warn({ err }, 'an activity could not be recorded'),
    ),
    logger.child({ component: 'planner' }),
  );
  const processors = createProcessors({
    mailer,
    generator,
    publisher: publishing.publisher,
    planner,
    metricsSync,
    metricsScheduler,
  });

  // Postgres is the truth: what Redis lost (a flush, a new Redis) is put back before work starts.
  await publishing.publisher.reconcile(publishQueue);
  await restorePlanners(dataSource, new PlanScheduler(planQueue));
  await metricsScheduler.schedule(config.metricsSyncIntervalMs);

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
      await publishQueue.close();
      await planQueue.close();
      await metricsQueue.close();
      await queueConnection.quit();
      await publishing.close();
      mailer.close();
      await dataSource.destroy();
    },
  };
}

/** Every schedule with auto-post on gets its planner (job schedulers are idempotent upserts). */
async function restorePlanners(
  dataSource: Awaited<ReturnType<typeof openMigratedDatabase>>,
  plans: PlanScheduler,
): Promise<void> {
  const rows: { userId: string }[] = await dataSource.query(
    `SELECT user_id AS "userId" FROM schedules WHERE is_active AND auto_post`,
  );
  for (const { userId } of rows) await plans.sync(userId, { isActive: true, autoPost: true });
}
