/**
 * When a post's statistics are fetched from LinkedIn: often while it is new and its figures
 * move, then less and less, and never once it is older than the maximum age (METRICS_MAX_AGE_DAYS).
 * The calls a day therefore follow how many posts go out, not how many went out before.
 */

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The first fetch after a post goes out. */
export const FIRST_STATISTICS_SYNC_MS = HOUR_MS;

/** Every post's statistics are followed for at least this long, at most a year. */
export const METRICS_MAX_AGE_LIMITS = { min: 1, max: 365 } as const;

/** The last fetch comes this long before the maximum age, so a look a little late still makes it. */
const LAST_FETCH_BEFORE_MAX_AGE_MS = HOUR_MS;

/**
 * The post's ages at which its statistics are fetched: 1 h, 3 h and 12 h, then daily to a week,
 * weekly to 30 days, then every 30 days (60, …), and a last time an hour before the maximum age.
 */
export function statisticsAges(maxAgeDays: number): number[] {
  const ages = [HOUR_MS, 3 * HOUR_MS, 12 * HOUR_MS];
  for (let day = 1; day <= 7; day++) ages.push(day * DAY_MS);
  ages.push(14 * DAY_MS, 21 * DAY_MS);
  for (let day = 30; day <= METRICS_MAX_AGE_LIMITS.max; day += 30) ages.push(day * DAY_MS);
  const last = maxAgeDays * DAY_MS - LAST_FETCH_BEFORE_MAX_AGE_MS;
  return [...ages.filter((age) => age < last), last];
}

/**
 * When the statistics of a post published at `publishedAt`, last fetched (or checked) at
 * `after`, are due next: the first of its ages that comes later. Null when none is left: the
 * post is older than the maximum age, and its figures stay as they were last read.
 */
export function nextStatisticsSync(
  publishedAt: Date,
  after: Date,
  maxAgeDays: number,
): Date | null {
  const published = publishedAt.getTime();
  for (const age of statisticsAges(maxAgeDays)) {
    if (published + age > after.getTime()) return new Date(published + age);
  }
  return null;
}
