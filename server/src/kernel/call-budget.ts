import type { Redis } from 'ioredis';

export interface CallBudgetLimits {
  /** Calls allowed in one UTC day, by every process together. */
  perDay: number;
  /**
   * How often the callers come back for more: the budget refills continuously at perDay a day
   * and holds at most this interval's share, so calls spread over the day instead of bursting.
   */
  intervalMs: number;
}

const DAY_MS = 24 * 3600_000;

/**
 * Takes up to ARGV[4] units of ARGV[5] calls each: as many as the bucket's tokens and what is
 * left of the day allow, whole units only. KEYS[1] is the bucket (tokens, and when it was last
 * filled), KEYS[2] the day's count. ARGV: now (ms), refill per ms, capacity, units, unit cost,
 * the day's limit. A negative count of units gives calls back (a unit not spent after all).
 */
const TAKE = `
local now = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local capacity = tonumber(ARGV[3])
local units = tonumber(ARGV[4])
local cost = tonumber(ARGV[5])
local perDay = tonumber(ARGV[6])
local tokens = tonumber(redis.call('HGET', KEYS[1], 'tokens'))
local at = tonumber(redis.call('HGET', KEYS[1], 'at'))
if tokens == nil or at == nil then
  tokens = capacity
  at = now
end
if now > at then
  tokens = math.min(capacity, tokens + (now - at) * rate)
  at = now
end
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
local granted
if units < 0 then
  granted = math.max(units, -math.floor(used / cost))
else
  granted = math.min(units, math.floor(tokens / cost), math.floor((perDay - used) / cost))
  if granted < 0 then granted = 0 end
end
tokens = math.min(capacity, tokens - granted * cost)
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
redis.call('PEXPIRE', KEYS[1], 172800000)
if granted ~= 0 then
  redis.call('INCRBY', KEYS[2], granted * cost)
  redis.call('PEXPIRE', KEYS[2], 172800000)
end
return granted`;

/**
 * A daily allowance of calls to an outside API, kept in Redis and shared by every process: a
 * token bucket that refills at `perDay` a day and holds one interval's share, under a hard cap
 * per UTC day. One Lua script takes from both at once, so two workers can never spend the same
 * call.
 */
export class CallBudget {
  constructor(
    private readonly redis: Redis,
    /** Names this budget's keys (under the install's prefix). */
    private readonly key: string,
    private readonly limits: CallBudgetLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The most calls one interval may spend: its share of the day, and never less than `unitCost`. */
  capacity(unitCost = 1): number {
    const share = (this.limits.perDay * this.limits.intervalMs) / DAY_MS;
    return Math.min(this.limits.perDay, Math.max(unitCost, share));
  }

  /**
   * Takes up to `units` units of `unitCost` calls each (a post's statistics cost one call per
   * metric) and answers how many it may spend now; 0 when the interval's share or the day's
   * budget is used up.
   */
  async take(units: number, unitCost = 1): Promise<number> {
    if (units <= 0) return 0;
    return this.run(units, unitCost);
  }

  /** Gives back units taken but not spent (a post that needed no call after all). */
  async giveBack(units: number, unitCost = 1): Promise<void> {
    if (units > 0) await this.run(-units, unitCost);
  }

  /** Calls spent so far on the UTC day of `at` (the clock's now by default). */
  async spent(at: Date = this.now()): Promise<number> {
    return Number((await this.redis.get(this.dayKey(at))) ?? 0);
  }

  private async run(units: number, unitCost: number): Promise<number> {
    const now = this.now();
    const granted = await this.redis.eval(
      TAKE,
      2,
      `${this.key}:bucket`,
      this.dayKey(now),
      now.getTime(),
      this.limits.perDay / DAY_MS,
      this.capacity(unitCost),
      units,
      unitCost,
      this.limits.perDay,
    );
    return Number(granted);
  }

  private dayKey(at: Date): string {
    return `${this.key}:day:${at.toISOString().slice(0, 10)}`;
  }
}
