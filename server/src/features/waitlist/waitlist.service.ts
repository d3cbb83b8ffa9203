import type { DataSource } from 'typeorm';
import { SUCCESS, waitlistSchema } from '@postpilot/common';
import type { RequestMeta } from '../../kernel/rest';
import { parseInput } from '../../kernel/input';
import type { RateLimiter } from '../../kernel/rate-limiter';
import { WaitlistEntry } from './waitlist-entry.entity';

const WAITLIST_LIMIT = { limit: 20, windowSeconds: 3600 };

export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly launchDate: Date | null,
  ) {}

  /** Stores the address once, whatever its letter case; joining again is not an error. */
  async join(input: unknown, meta: RequestMeta): Promise<{ success: true; message: string }> {
    const { email } = parseInput(waitlistSchema, input);
    await this.limiter.consume('waitlist', meta.ip, WAITLIST_LIMIT);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(WaitlistEntry)
      .values({ email: email.toLowerCase() })
      .orIgnore()
      .execute();
    return { success: true, message: SUCCESS.waitlist };
  }

  getLaunchDate(): Date | null {
    return this.launchDate;
  }
}
