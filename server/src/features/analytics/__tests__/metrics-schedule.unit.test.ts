import fc from 'fast-check';
import { nextStatisticsSync, statisticsAges } from '../metrics-schedule';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A publication time within a few years, and a moment after it. */
const moments = fc
  .tuple(
    fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }),
    fc.integer({ min: 0, max: 400 * DAY }),
  )
  .map(([published, later]) => ({
    publishedAt: new Date(published),
    after: new Date(published + later),
  }));
const maxAges = fc.integer({ min: 1, max: 365 });

describe('the statistics schedule', () => {
  it('fetches at 1 h, 3 h and 12 h, daily to a week, weekly to 30 days, then monthly', () => {
    expect(statisticsAges(90).map((age) => age / HOUR)).toEqual([
      1,
      3,
      12,
      24,
      48,
      72,
      96,
      120,
      144,
      168,
      14 * 24,
      21 * 24,
      30 * 24,
      60 * 24,
      90 * 24 - 1,
    ]);
  });

  it('is next due at the first of its ages after the last read, never at or past the maximum age', () => {
    fc.assert(
      fc.property(moments, maxAges, ({ publishedAt, after }, maxAgeDays) => {
        const next = nextStatisticsSync(publishedAt, after, maxAgeDays);
        const ages = statisticsAges(maxAgeDays);
        if (next === null) {
          // Only when every age has passed.
          expect(publishedAt.getTime() + ages[ages.length - 1]! <= after.getTime()).toBe(true);
          return;
        }
        const age = next.getTime() - publishedAt.getTime();
        expect(next.getTime()).toBeGreaterThan(after.getTime());
        expect(age).toBeLessThan(maxAgeDays * DAY);
        expect(ages).toContain(age);
        // No age is skipped between the last read and the next.
        const skipped = ages.filter((a) => publishedAt.getTime() + a > after.getTime() && a < age);
        expect(skipped).toEqual([]);
      }),
    );
  });

  it('waits longer and longer between reads as the post ages', () => {
    fc.assert(
      fc.property(maxAges, (maxAgeDays) => {
        const ages = statisticsAges(maxAgeDays);
        const gaps = ages.slice(1).map((age, i) => age - ages[i]!);
        // Every gap but the last (which ends at the maximum age) is at least the one before.
        for (let i = 1; i < gaps.length - 1; i++) {
          expect(gaps[i]!).toBeGreaterThanOrEqual(gaps[i - 1]!);
        }
      }),
    );
  });

  it('reads a post a bounded number of times over its life, however often it is looked at', () => {
    fc.assert(
      fc.property(maxAges, fc.integer({ min: 60_000, max: 6 * HOUR }), (maxAgeDays, lookEvery) => {
        const publishedAt = new Date(Date.UTC(2026, 5, 1));
        let due = nextStatisticsSync(publishedAt, publishedAt, maxAgeDays);
        let reads = 0;
        while (due) {
          // The first look at or after the due time.
          const since = due.getTime() - publishedAt.getTime();
          const now = new Date(publishedAt.getTime() + Math.ceil(since / lookEvery) * lookEvery);
          reads++;
          due = nextStatisticsSync(publishedAt, now, maxAgeDays);
        }
        expect(due).toBeNull();
        expect(reads).toBeLessThanOrEqual(statisticsAges(maxAgeDays).length);
      }),
    );
  });
});
