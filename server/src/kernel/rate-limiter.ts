import type { Redis } from 'ioredis';
import { SERVER_MESSAGES } from '@postpilot/common';
import { AppError } from './errors';

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

  /** Counts an attempt and refuses it if it is over the limit. */
  async consume(name: string, subject: string, limit: RateLimit): Promise<void> {
    const { count, ttl } = await this.increment(name, subject, limit);
    if (count > limit.limit) throw refused(ttl > 0 ? ttl : limit.windowSeconds);
  }

  /** Refuses when the limit is already reached, without counting (see `fail`). */
  async check(name: string, subject: string, { limit }: RateLimit): Promise<void> {
    const key = this.key(name, subject);
    const [[, count], [, ttl]] = (await this.redis.multi().get(key).ttl(key).exec()) as [
      [null, string | null],
      [null, number],
    ];
    if (Number(count ?? 0) >= limit) throw refused(ttl > 0 ? ttl : 1);
  }

  /** Counts a failed attempt, for limits that only failures use up (wrong passwords). */
  async fail(name: string, subject: string, limit: RateLimit): Promise<void> {
    await this.increment(name, subject, limit);
  }

  private key(name: string, subject: string): string {
    return `${this.prefix}:rate:${name}:${subject}`;
  }

  private async increment(name: string, subject: string, { windowSeconds }: RateLimit) {
    const key = this.key(name, subject);
    const [[, count], [, ttl]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) await this.redis.expire(key, windowSeconds);
    return { count, ttl };
  }
}

function refused(retryAfterSeconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    'RATE_LIMITED',
    SERVER_MESSAGES.tooManyRequests(retryAfterSeconds),
    { retryAfterSeconds },
  );
}

/** The limits on the account endpoints that attackers aim at. */
export const AUTH_LIMITS = {
  /** Failed passwords (sign-in, password change, account deletion) per account. */
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins per address. */
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 30, windowSeconds: 60 * 60 },
  resendPerUser: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
