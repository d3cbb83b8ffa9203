import { In, type DataSource } from 'typeorm';
import {
  ANALYTICS_MESSAGES as AM,
  ANALYTICS_MIN_SAMPLE,
  ANALYTICS_TOP_POSTS,
  analyticsQuerySchema,
  ON_TIME_TOLERANCE_MS,
} from '@postpilot/common';
import { POST_ANALYTICS_SCOPE } from '../../kernel/config';
import { AppError } from '../../kernel/errors';
import type { RateLimit, RateLimiter } from '../../kernel/rate-limiter';
import { Post } from '../posts/post.entity';
import { LinkedInAccount } from '../linkedin/linkedin-account.entity';
import type { ScheduleService } from '../schedule/schedule.service';
import type { User, UserLinkedInAccount } from '../users/user.entity';
import { parseInput } from '../../kernel/input';
import {
  insightsOf,
  periodOf,
  sumTotals,
  summarize,
  timelineOf,
  type SampleTallies,
  type Totals,
  ZERO_TOTALS,
} from './analytics.math';
import type { MetricsScheduler } from './metrics.jobs';
import type * as Contract from '../../generated/graphql';

export interface AnalyticsOptions {
  /** How long "Refresh statistics" waits for the worker before answering. */
  syncWaitMs: number;
}

/**
 * "Refresh statistics" a member may ask for: each costs LinkedIn calls from the budget every
 * member shares, and the decaying schedule fetches new posts often anyway.
 */
export const METRICS_REFRESH_LIMIT: RateLimit = { limit: 6, windowSeconds: 3600 };

/**
 * Everything the report needs from the user's posts, in one statement that reads those of the
 * two periods once: $1 user, $2 period start, $3 previous period's start, $4 now, $5 on-time
 * tolerance (s), $6 time zone, $7 how many top posts. Days, hours and weekdays are the user's.
 */
const POST_FACTS = `
  WITH p AS MATERIALIZED (
    SELECT id, published_at, published_at AT TIME ZONE $6 AS local, views, tone, status,
           scheduled_time, metrics_updated_at,
           coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) AS engagement
      FROM posts WHERE user_id = $1 AND (published_at >= $3 OR scheduled_time >= $2)
  )
  SELECT
    (SELECT json_build_object(
       'posts_now', count(*) FILTER (WHERE published_at >= $2),
       'posts_before', count(*) FILTER (WHERE published_at >= $3 AND published_at < $2),
       'average_views', avg(views) FILTER (WHERE published_at >= $2)::float,
       'due_published', count(*) FILTER (WHERE status = 'published'
                                           AND scheduled_time >= $2 AND scheduled_time <= $4),
       'on_time', count(*) FILTER (WHERE status = 'published'
                                     AND scheduled_time >= $2 AND scheduled_time <= $4
                                     AND published_at <= scheduled_time + make_interval(secs => $5)),
       'due_failed', count(*) FILTER (WHERE status = 'failed'
                                        AND scheduled_time >= $2 AND scheduled_time <= $4),
       'has_metrics', EXISTS (SELECT FROM posts
                               WHERE user_id = $1 AND metrics_updated_at IS NOT NULL))
       FROM p) AS counts,
    (SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'posts', posts))
       FROM (SELECT local::date AS day, count(*) AS posts
               FROM p WHERE published_at >= $2 GROUP BY 1) AS d) AS "postsByDay",
    -- Posts with statistics counted by hour, by weekday and by tone; grouping() marks what a
    -- row is not counted by: 3 = weekday and tone (a row by hour), 5 = by weekday, 6 = by tone.
    (SELECT json_build_object(
       'hours', json_agg(json_build_object('hour', hour, 'posts', posts, 'engagement', engagement))
                  FILTER (WHERE tally = 3),
       'weekdays', json_agg(json_build_object('isoWeekday', iso_weekday, 'posts', posts,
                                              'engagement', engagement)) FILTER (WHERE tally = 5),
       'tones', json_agg(json_build_object('tone', tone, 'posts', posts, 'engagement', engagement))
                  FILTER (WHERE tally = 6))
       FROM (SELECT grouping(hour, iso_weekday, tone) AS tally, hour, iso_weekday, tone,
                    count(*) AS posts, sum(engagement)::int AS engagement
               FROM (SELECT date_part('hour', local)::int AS hour,
                            date_part('isodow', local)::int AS iso_weekday, tone, engagement
                       FROM p WHERE published_at >= $2 AND views IS NOT NULL) AS sampled
              GROUP BY GROUPING SETS (hour, iso_weekday, tone)) AS s) AS samples,
    (SELECT array_agg(id ORDER BY engagement DESC, views DESC, published_at DESC)
       FROM (SELECT id, engagement, views, published_at
               FROM p WHERE published_at >= $2 AND views IS NOT NULL
              ORDER BY engagement DESC, views DESC, published_at DESC LIMIT $7) AS t) AS "topPostIds"`;

/**
 * What the statistics gained, from the hourly roll-up: $1 user, $2 period start, $3 previous
 * period's start, $4 time zone. One read of both periods, grouped by the user's day within the
 * period; the hours before it fall in one group without a day (so they cost no time-zone
 * arithmetic), absent when nothing was gained then.
 */
const GAINS = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, views, likes, comments, shares
    FROM (SELECT CASE WHEN hour >= $2 THEN (hour AT TIME ZONE $4)::date END AS day,
                 sum(views)::int AS views, sum(likes)::int AS likes,
                 sum(comments)::int AS comments, sum(shares)::int AS shares
            FROM metric_hours WHERE user_id = $1 AND hour >= $3
           GROUP BY 1) AS days`;

/** What Postgres answers for an aggregate over no rows (no such post in the period): null. */
type Aggregate<T> = T | null;

interface PostFacts {
  counts: PostCounts;
  postsByDay: Aggregate<DayPostsRow[]>;
  samples: { [K in keyof SampleTallies]: Aggregate<SampleTallies[K]> };
  topPostIds: Aggregate<string[]>;
}

interface PostCounts {
  posts_now: number;
  posts_before: number;
  average_views: number | null;
  due_published: number;
  due_failed: number;
  on_time: number;
  has_metrics: boolean | null;
}

interface GainsRow extends Totals {
  /** null for the period before, summed. */
  day: string | null;
}

interface DayPostsRow {
  day: string;
  posts: number;
}

/** Whether LinkedIn lets Postpilot read the member's post statistics, in the user's words. */
export function metricsStatus(
  account: UserLinkedInAccount | null | undefined,
): Contract.MetricsStatus {
  const lastSyncedAt = account?.metricsSyncedAt ?? null;
  if (!account) return { available: false, lastSyncedAt, message: AM.notConnected };
  if (!account.scopes.includes(POST_ANALYTICS_SCOPE)) {
    return { available: false, lastSyncedAt, message: AM.noAccess };
  }
  if (account.status !== 'connected') {
    return { available: true, lastSyncedAt, message: AM.needsReconnect };
  }
  return { available: true, lastSyncedAt, message: null };
}

/**
 * The Analytics page: every figure from the user's posts and the statistics LinkedIn reported,
 * read from the hourly roll-up, never from constants. Figures LinkedIn does not share are null.
 */
export class AnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schedules: ScheduleService,
    private readonly metrics: MetricsScheduler,
    private readonly limiter: RateLimiter,
    private readonly options: AnalyticsOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(user: User, input: unknown): Promise<Contract.AnalyticsReport> {
    const { timeRange } = parseInput(analyticsQuerySchema, input ?? {});
    const { timezone } = await this.schedules.get(user);
    const now = this.now();
    const period = periodOf(now, timeRange, timezone);
    // The posts and the roll-up are read by two statements at once, each grouping in Postgres,
    // so only a few hundred rows reach Node however many posts and statistics there are.
    const [[facts], gains] = (await Promise.all([
      this.dataSource.query(POST_FACTS, [
        user.id,
        period.start,
        period.previousStart,
        now,
        ON_TIME_TOLERANCE_MS / 1000,
        timezone,
        ANALYTICS_TOP_POSTS,
      ]),
      this.dataSource.query(GAINS, [user.id, period.start, period.previousStart, timezone]),
    ])) as [PostFacts[], GainsRow[]];
    const { counts, postsByDay, samples } = facts!;
    const topPosts = await this.postsInOrder(user.id, facts!.topPostIds ?? []);

    const metrics = metricsStatus(user.linkedInAccount);
    const known = metrics.available || counts.has_metrics === true;
    const gained = new Map<string, Totals>();
    let before: Totals = ZERO_TOTALS;
    for (const { day, ...totals } of gains) {
      if (day === null) before = totals;
      else gained.set(day, totals);
    }
    const current = sumTotals(gained.values());

    const postsPerDay = new Map((postsByDay ?? []).map((row) => [row.day, row.posts]));
    const due = counts.due_published + counts.due_failed;

    return {
      timeRange,
      analytics: summarize({
        postsNow: counts.posts_now,
        postsBefore: counts.posts_before,
        now: known ? current : null,
        before: known ? before : null,
        averageViews: known ? counts.average_views : null,
      }),
      topPosts,
      timeline: timelineOf(period.days, gained, postsPerDay, known),
      insights: insightsOf(
        {
          hours: samples.hours ?? [],
          weekdays: samples.weekdays ?? [],
          tones: samples.tones ?? [],
        },
        timezone,
        ANALYTICS_MIN_SAMPLE,
      ),
      adherence: {
        published: counts.due_published,
        failed: counts.due_failed,
        onTime: counts.on_time,
        rate: due === 0 ? null : Math.round((counts.on_time / due) * 1000) / 10,
      },
      metrics,
    };
  }

  /**
   * Fetches the user's statistics now (through the worker, within the daily LinkedIn budget) and
   * answers the new status; a few times an hour at most.
   */
  async syncNow(user: User): Promise<Contract.MetricsStatus> {
    const status = metricsStatus(user.linkedInAccount);
    if (!status.available) {
      throw new AppError('FORBIDDEN', 'METRICS_UNAVAILABLE', status.message ?? AM.noAccess);
    }
    if (user.linkedInAccount?.status !== 'connected') {
      throw new AppError('FORBIDDEN', 'METRICS_UNAVAILABLE', AM.needsReconnect);
    }
    await this.limiter.consume('metrics-refresh', user.id, METRICS_REFRESH_LIMIT);
    let result;
    try {
      result = await this.metrics.syncNow(user.id, this.options.syncWaitMs);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'METRICS_SYNC_FAILED', AM.syncFailed);
    }
    if (result?.status === 'synced' && result.posts === 0 && result.deferred > 0) {
      // The budget had nothing left for this: the posts keep their scheduled times.
      throw new AppError('SERVICE_UNAVAILABLE', 'METRICS_BUDGET_SPENT', AM.syncFailed);
    }
    const account = await this.dataSource
      .getRepository(LinkedInAccount)
      .findOneBy({ userId: user.id });
    return metricsStatus(account);
  }

  /** The posts of these ids, in this order. */
  private async postsInOrder(userId: string, ids: string[]): Promise<Post[]> {
    if (ids.length === 0) return [];
    const posts = await this.dataSource.getRepository(Post).findBy({ userId, id: In(ids) });
    const byId = new Map(posts.map((post) => [post.id, post]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }
}
