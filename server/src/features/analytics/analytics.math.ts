import { DateTime } from 'luxon';
import { WEEKDAYS, type Weekday } from '@postpilot/common';
import type * as Contract from '../../generated/graphql';

/**
 * The arithmetic of analytics, apart from the database so it can be tested on fixed data:
 * periods in the user's timezone, totals, growth, engagement rate, the daily timeline and the
 * insights drawn from published posts.
 */

/** What a set of posts gained (or, for one post, has): LinkedIn's four figures. */
export interface Totals {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

export const ZERO_TOTALS: Totals = { views: 0, likes: 0, comments: 0, shares: 0 };

export const engagementOf = (t: Totals) => t.likes + t.comments + t.shares;

/** The figures of several days (or posts) together. */
export function sumTotals(rows: Iterable<Totals>): Totals {
  const sum = { ...ZERO_TOTALS };
  for (const row of rows) {
    sum.views += row.views;
    sum.likes += row.likes;
    sum.comments += row.comments;
    sum.shares += row.shares;
  }
  return sum;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Percent change from `before` to `now`; null when there is nothing to compare with. */
export function changePercent(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return round1(((now - before) / before) * 100);
}

/** Likes, comments and shares per view, in percent; null without views. */
export function engagementRate(t: Totals): number | null {
  return t.views > 0 ? round1((engagementOf(t) / t.views) * 100) : null;
}

/**
 * The last `days` days of the user's calendar, today included, and the same number of days
 * before them: [previousStart, start) and [start, now].
 */
export interface Period {
  start: Date;
  previousStart: Date;
  /** Every day of the period, YYYY-MM-DD, oldest first. */
  days: string[];
}

export function periodOf(now: Date, days: number, timezone: string): Period {
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
  const start = today.minus({ days: days - 1 });
  return {
    start: start.toJSDate(),
    previousStart: start.minus({ days }).toJSDate(),
    days: calendarDays(start.year, start.month, start.day, days),
  };
}

/**
 * `count` calendar days from year-month-day on, YYYY-MM-DD. Calendar arithmetic needs no time
 * zone, so it is done in UTC with plain dates (a year of them through luxon took a tenth of the
 * 365-day report).
 */
function calendarDays(year: number, month: number, day: number, count: number): string[] {
  const first = Date.UTC(year, month - 1, day);
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SummaryInput {
  postsNow: number;
  postsBefore: number;
  /** What the posts gained in each period; null while no statistics are known. */
  now: Totals | null;
  before: Totals | null;
  /** Views per post published in the period; null without any. */
  averageViews: number | null;
}

export function summarize({
  postsNow,
  postsBefore,
  now,
  before,
  averageViews,
}: SummaryInput): Contract.AnalyticsSummary {
  const figure = (key: keyof Totals) => changePercent(now?.[key] ?? null, before?.[key] ?? null);
  return {
    totalPosts: postsNow,
    totalViews: now?.views ?? null,
    totalLikes: now?.likes ?? null,
    totalComments: now?.comments ?? null,
    totalShares: now?.shares ?? null,
    // LinkedIn shares no connection counts with apps.
    totalConnections: null,
    engagementRate: now ? engagementRate(now) : null,
    averageViews: averageViews === null ? null : Math.round(averageViews),
    growth: {
      posts: changePercent(postsNow, postsBefore),
      views: figure('views'),
      likes: figure('likes'),
      comments: figure('comments'),
      shares: figure('shares'),
      connections: null,
      engagementRate: changePercent(
        now ? engagementRate(now) : null,
        before ? engagementRate(before) : null,
      ),
    },
  };
}

/** One entry a day of the period; days without statistics count zero once any are known. */
export function timelineOf(
  days: string[],
  gained: Map<string, Totals>,
  published: Map<string, number>,
  known: boolean,
): Contract.AnalyticsDay[] {
  return days.map((date) => {
    const day = gained.get(date) ?? ZERO_TOTALS;
    return {
      date,
      views: known ? day.views : null,
      engagement: known ? engagementOf(day) : null,
      posts: published.get(date) ?? 0,
    };
  });
}

/** How many posts a group of them holds and the engagement (likes, comments, shares) they drew. */
export interface Tally {
  posts: number;
  engagement: number;
}

/**
 * The period's published posts that have statistics, counted three ways: by the hour (0–23) and
 * the ISO weekday (1 = Monday … 7 = Sunday) they went out at on the user's clock, and by tone
 * (null for posts without one). Postgres counts them, so a year of posts reaches insights as at
 * most 24 + 7 + a few rows.
 */
export interface SampleTallies {
  hours: Array<Tally & { hour: number }>;
  weekdays: Array<Tally & { isoWeekday: number }>;
  tones: Array<Tally & { tone: string | null }>;
}

/** The hours of the day a best-time window spans; windows start at 0:00, 2:00, 4:00, … */
const WINDOW_HOURS = 2;

function tallyBy<T extends Tally, K>(rows: T[], keyOf: (row: T) => K, into: Map<K, Tally>) {
  for (const row of rows) {
    const key = keyOf(row);
    const tally = into.get(key) ?? { posts: 0, engagement: 0 };
    tally.posts += row.posts;
    tally.engagement += row.engagement;
    into.set(key, tally);
  }
  return into;
}

/** The group with the highest average engagement; ties go to more posts, then the earlier. */
function best<K>(groups: Map<K, Tally>): { key: K; average: number; posts: number } | null {
  let winner: { key: K; average: number; posts: number } | null = null;
  for (const [key, { posts, engagement }] of groups) {
    if (posts === 0) continue;
    const average = engagement / posts;
    if (
      !winner ||
      average > winner.average ||
      (average === winner.average && posts > winner.posts)
    ) {
      winner = { key, average, posts };
    }
  }
  return winner;
}

/**
 * When and how the period's posts did best, by engagement per post (hours and days are the
 * user's: the caller reads them in the user's timezone). Drawn only from posts with statistics
 * (the tallies hold no others), and only once there are `minimumSample` of them with some
 * engagement.
 */
export function insightsOf(
  samples: SampleTallies,
  timezone: string,
  minimumSample: number,
): Contract.AnalyticsInsights {
  // Every sampled post went out at some hour: the hours hold them all once.
  const sampleSize = samples.hours.reduce((sum, row) => sum + row.posts, 0);
  const total = samples.hours.reduce((sum, row) => sum + row.engagement, 0);
  const view: Contract.AnalyticsInsights = {
    sampleSize,
    minimumSample,
    timezone,
    bestTime: null,
    bestDay: null,
    tones: [],
  };
  // Without engagement every window and day ties at zero: nothing to say yet.
  if (sampleSize < minimumSample || total === 0) return view;

  // Fixed windows (0–2, 2–4, …): each post counts in one, so a lone outlier weighs no more.
  const windows = new Map<number, Tally>();
  for (let start = 0; start < 24; start += WINDOW_HOURS)
    windows.set(start, { posts: 0, engagement: 0 });
  const time = best(
    tallyBy(samples.hours, (row) => row.hour - (row.hour % WINDOW_HOURS), windows),
  )!;
  view.bestTime = {
    startHour: time.key,
    endHour: time.key + WINDOW_HOURS,
    averageEngagement: round1(time.average),
    posts: time.posts,
  };

  const weekdays = new Map<Weekday, Tally>(
    WEEKDAYS.map((day) => [day, { posts: 0, engagement: 0 }]),
  );
  const day = best(tallyBy(samples.weekdays, (row) => WEEKDAYS[row.isoWeekday - 1]!, weekdays))!;
  view.bestDay = { day: day.key, averageEngagement: round1(day.average), posts: day.posts };

  const average = total / sampleSize;
  view.tones = samples.tones
    .filter((row): row is Tally & { tone: string } => row.tone !== null)
    .map(({ tone, posts, engagement }) => {
      const toneAverage = engagement / posts;
      return {
        tone,
        posts,
        averageEngagement: round1(toneAverage),
        versusAverage: round1((toneAverage / average - 1) * 100),
      };
    })
    .sort(
      (a, b) =>
        b.averageEngagement - a.averageEngagement ||
        b.posts - a.posts ||
        a.tone.localeCompare(b.tone),
    );
  return view;
}
