import type { Redis } from 'ioredis';
import type { QueueEvents } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Config } from '../kernel/config';
import type { Logger } from '../kernel/logger';
import { Health } from '../kernel/health';
import type { MediaStore } from '../kernel/media/media-store';
import { openMediaStore } from '../kernel/media/open-media-store';
import { openDatabase, openMigratedDatabase } from '../db/data-source';
import { closeQueues, createQueueEvents, createQueues, type Queues } from '../kernel/queues';
import { createRedis } from '../kernel/redis';

/** The outside things the features run on, opened once a process (API and worker alike). */
export interface Infra {
  config: Config;
  logger: Logger;
  dataSource: DataSource;
  redis: Redis;
  queues: Queues;
  /** Where uploaded files are kept (MEDIA_STORE), shared by the API, the worker and the sandbox. */
  media: MediaStore;
  /** Completions of generation jobs, which ContentService waits on. */
  generateEvents: QueueEvents;
  /** Completions of metric syncs, which "Refresh statistics" waits on. */
  metricsEvents: QueueEvents;
  closeEvents: () => Promise<void>;
}

/**
 * Connects to Postgres and Redis. The API migrates (`migrate`); the worker waits until the
 * database is migrated, so it never works on tables an older version left.
 */
export async function createInfra(
  config: Config,
  logger: Logger,
  { migrate }: { migrate: boolean },
): Promise<Infra> {
  const dataSource = migrate
    ? await openDatabase(config.databaseUrl)
    : await openMigratedDatabase(config.databaseUrl);
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
    media: openMediaStore(config),
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
  infra.media.close();
}

/**
 * The process's health (/health/live, /health/ready): ready while Postgres answers `SELECT 1`
 * and Redis `PING`, each within HEALTH_CHECK_TIMEOUT_MS.
 */
export function healthOf(infra: Infra): Health {
  return new Health(
    {
      postgres: () => infra.dataSource.query('SELECT 1'),
      redis: () => infra.redis.ping(),
    },
    infra.config.health,
  );
}
