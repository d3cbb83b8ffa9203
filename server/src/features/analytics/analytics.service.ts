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
  type SampleGroup,
  type Totals,
} from './analytics.math';
import type { MetricsScheduler } from './metrics.jobs';
import type * as Contract from '../../generated/graphql';

export interface AnalyticsOptions {
  /** How long "Refresh statistics" waits for the worker before answering. */
  syncWaitMs: number;
}

/**
 * Everything the report needs from the user's posts, in one statement that reads them once:
 * $1 user, $2 period start, $3 previous period's start, $4 now, $5 on-time tolerance (s),
 * $6 time zone, $7 how many top posts. Days, hours and weekdays are the user's.
 */
const POST_FACTS = `
  WITH p AS MATERIALIZED (
    SELECT id, published_at, published_at AT TIME ZONE $6 AS local, views, tone, status,
           scheduled_time, metrics_updated_at,
           coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) AS engagement
      FROM posts WHERE user_id = $1
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
       'has_metrics', bool_or(metrics_updated_at IS NOT NULL))
       FROM p) AS counts,
    (SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'posts', posts))
       FROM (SELECT local::date AS day, count(*) AS posts
               FROM p WHERE published_at >= $2 GROUP BY 1) AS d) AS "postsByDay",
    (SELECT json_agg(json_build_object('hour', hour, 'isoWeekday', iso_weekday, 'tone', tone,
                                       'posts', posts, 'engagement', engagement)
                     ORDER BY hour, iso_weekday, tone)
       FROM (SELECT extract(hour FROM local)::int AS hour,
                    extract(isodow FROM local)::int AS iso_weekday, tone,
                    count(*) AS posts, sum(engagement)::int AS engagement
               FROM p WHERE published_at >= $2 AND views IS NOT NULL
              GROUP BY 1, 2, 3) AS s) AS samples,
    (SELECT array_agg(id ORDER BY engagement DESC, views DESC, published_at DESC)
       FROM (SELECT id, engagement, views, published_at
               FROM p WHERE published_at >= $2 AND views IS NOT NULL
              ORDER BY engagement DESC, views DESC, published_at DESC LIMIT $7) AS t) AS "topPostIds"`;

interface PostFacts {
  counts: PostCounts;
  /** null when no post was published in the period (as every aggregate below). */
  postsByDay: DayPostsRow[] | null;
  samples: SampleGroup[] | null;
  topPostIds: string[] | null;
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

interface DayRow extends Totals {
  day: string;
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
    private readonly options: AnalyticsOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(user: User, input: unknown): Promise<Contract.AnalyticsReport> {
    const { timeRange } = parseInput(analyticsQuerySchema, input ?? {});
    const { timezone } = await this.schedules.get(user);
    const now = this.now();
    const period = periodOf(now, timeRange, timezone);
    // Two statements, one after the other: a report holds one database connection at a time,
    // so a user's reports (even several at once) leave connections and cores to everyone else.
    // Postgres does the grouping, so only a few hundred rows reach Node however many posts and
    // statistics there are (reading a year of 5,000 posts here held the event loop for most of
    // a 100 ms report).
    const [facts] = (await this.dataSource.query(POST_FACTS, [
      user.id,
      period.start,
      period.previousStart,
      now,
      ON_TIME_TOLERANCE_MS / 1000,
      timezone,
      ANALYTICS_TOP_POSTS,
    ])) as PostFacts[];
    const { counts, postsByDay, samples } = facts!;
    const days = (await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, views, likes, comments, shares
         FROM (SELECT (hour AT TIME ZONE $3)::date AS day, sum(views)::int AS views,
                      sum(likes)::int AS likes, sum(comments)::int AS comments,
                      sum(shares)::int AS shares
                 FROM metric_hours WHERE user_id = $1 AND hour >= $2
                GROUP BY 1) AS days`,
      [user.id, period.previousStart, timezone],
    )) as DayRow[];
    const topPosts = await this.postsInOrder(user.id, facts!.topPostIds ?? []);

    const metrics = metricsStatus(user.linkedInAccount);
    const known = metrics.available || counts.has_metrics === true;
    // The roll-up's days: those of the period, and those of the period before.
    const firstDay = period.days[0]!;
    const gained = new Map(days.filter((row) => row.day >= firstDay).map((row) => [row.day, row]));
    const current = sumTotals(gained.values());
    const before = sumTotals(days.filter((row) => row.day < firstDay));

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
      insights: insightsOf(samples ?? [], timezone, ANALYTICS_MIN_SAMPLE),
      adherence: {
        published: counts.due_published,
        failed: counts.due_failed,
        onTime: counts.on_time,
        rate: due === 0 ? null : Math.round((counts.on_time / due) * 1000) / 10,
      },
      metrics,
    };
  }

  /** Fetches the user's statistics now (through the worker) and answers the new status. */
  async syncNow(user: User): Promise<Contract.MetricsStatus> {
    const status = metricsStatus(user.linkedInAccount);
    if (!status.available) {
      throw new AppError('FORBIDDEN', 'METRICS_UNAVAILABLE', status.message ?? AM.noAccess);
    }
    if (user.linkedInAccount?.status !== 'connected') {
      throw new AppError('FORBIDDEN', 'METRICS_UNAVAILABLE', AM.needsReconnect);
    }
    try {
      await this.metrics.syncNow(user.id, this.options.syncWaitMs);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'METRICS_SYNC_FAILED', AM.syncFailed);
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
