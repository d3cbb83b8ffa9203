import type { Redis } from 'ioredis';
import { SERVER_MESSAGES } from '@postpilot/common';
import { AppError } from '../app/errors';

export interface RateLimit {
  /** How many attempts the window allows. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, shared by every API process. An attempt over the limit is
 * refused with RATE_LIMITED and the time until the window ends.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async consume(name: string, subject: string, { limit, windowSeconds }: RateLimit): Promise<void> {
    const key = `${this.prefix}:rate:${name}:${subject}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) await this.redis.expire(key, windowSeconds);
    if (count > limit) {
      const retryAfterSeconds = ttl > 0 ? ttl : windowSeconds;
      throw new AppError(
        'RATE_LIMITED',
        'RATE_LIMITED',
        SERVER_MESSAGES.tooManyRequests(retryAfterSeconds),
        { retryAfterSeconds },
      );
    }
  }
}

/** The limits on the account endpoints that attackers aim at. */
export const AUTH_LIMITS = {
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 30, windowSeconds: 60 * 60 },
  resendPerUser: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
