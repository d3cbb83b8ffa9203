import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Infra } from '../app/services';
import { createDataSource, openDatabase } from '../db/data-source';
import { closeQueues, createQueueEvents, createQueues } from '../jobs/queues';
import { createRedis } from './redis';

/** Connects to Postgres and Redis. Only the API migrates; the worker waits for it to have done so. */
export async function createInfra(
  config: Config,
  logger: Logger,
  { migrate }: { migrate: boolean },
): Promise<Infra> {
  const dataSource = migrate
    ? await openDatabase(config.databaseUrl)
    : await createDataSource(config.databaseUrl).initialize();
  const redis = createRedis(config.redisUrl);
  const queues = createQueues(redis, config.redisPrefix);
  const connections = [0, 1].map(() => createRedis(config.redisUrl, { blocking: true }));
  const generateEvents = createQueueEvents('generate', connections[0]!, config.redisPrefix);
  const metricsEvents = createQueueEvents('metrics', connections[1]!, config.redisPrefix);
  const close = async () => {
    await Promise.all([generateEvents.close(), metricsEvents.close()]);
    // Connections handed to BullMQ stay open after close(); they are ours to end.
    await Promise.all(connections.map((connection) => connection.quit()));
  };
  return {
    config,
    logger,
    dataSource,
    redis,
    queues,
    generateEvents,
    metricsEvents,
    closeEvents: close,
  };
}

export async function closeInfra(infra: Infra): Promise<void> {
  await infra.closeEvents();
  await closeQueues(infra.queues);
  await infra.redis.quit();
  await infra.dataSource.destroy();
}
