import { Redis } from 'ioredis';

/**
 * A Redis connection. BullMQ workers need maxRetriesPerRequest: null (they block on Redis);
 * request-path connections fail fast instead, so an outage becomes an error, not a hang.
 */
export function createRedis(url: string, { blocking = false } = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: blocking ? null : 2,
    enableReadyCheck: true,
    lazyConnect: false,
  });
}
