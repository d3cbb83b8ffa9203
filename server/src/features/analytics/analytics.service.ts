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
    // One query after the other: a report holds one database connection at a time, so a user's
    // reports (even several at once) leave connections and cores to everyone else.
    const [counts] = (await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE published_at >= $2)::int AS posts_now,
         count(*) FILTER (WHERE published_at >= $3 AND published_at < $2)::int AS posts_before,
         avg(views) FILTER (WHERE published_at >= $2)::float AS average_views,
         count(*) FILTER (WHERE status = 'published'
                            AND scheduled_time >= $2 AND scheduled_time <= $4)::int
           AS due_published,
         count(*) FILTER (WHERE status = 'published'
                            AND scheduled_time >= $2 AND scheduled_time <= $4
                            AND published_at <= scheduled_time + make_interval(secs => $5))::int
           AS on_time,
         count(*) FILTER (WHERE status = 'failed'
                            AND scheduled_time >= $2 AND scheduled_time <= $4)::int AS due_failed,
         bool_or(metrics_updated_at IS NOT NULL) AS has_metrics
       FROM posts WHERE user_id = $1`,
      [user.id, period.start, period.previousStart, now, ON_TIME_TOLERANCE_MS / 1000],
    )) as PostCounts[];
    const days = (await this.dataSource.query(
      `SELECT to_char(hour AT TIME ZONE $3, 'YYYY-MM-DD') AS day, sum(views)::int AS views,
              sum(likes)::int AS likes, sum(comments)::int AS comments,
              sum(shares)::int AS shares
         FROM metric_hours WHERE user_id = $1 AND hour >= $2
        GROUP BY 1`,
      [user.id, period.previousStart, timezone],
    )) as DayRow[];
    // Posts a day and the insights' groups: Postgres counts the period's posts, so only a
    // few hundred rows reach Node however many there are (reading a year of 5,000 posts
    // here held the event loop for most of a 100 ms report).
    const postsByDay = (await this.dataSource.query(
      `SELECT to_char(published_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day, count(*)::int AS posts
         FROM posts WHERE user_id = $1 AND published_at >= $2
        GROUP BY 1`,
      [user.id, period.start, timezone],
    )) as DayPostsRow[];
    const samples = (await this.dataSource.query(
      `SELECT extract(hour FROM published_at AT TIME ZONE $3)::int AS "hour",
              extract(isodow FROM published_at AT TIME ZONE $3)::int AS "isoWeekday",
              tone, count(*)::int AS posts,
              sum(coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0))::int
                AS engagement
         FROM posts WHERE user_id = $1 AND published_at >= $2 AND views IS NOT NULL
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [user.id, period.start, timezone],
    )) as SampleGroup[];
    const topPosts = await this.topPosts(user.id, period.start);

    const metrics = metricsStatus(user.linkedInAccount);
    const known = metrics.available || counts!.has_metrics === true;
    // The roll-up's days: those of the period, and those of the period before.
    const firstDay = period.days[0]!;
    const gained = new Map(days.filter((row) => row.day >= firstDay).map((row) => [row.day, row]));
    const current = sumTotals(gained.values());
    const before = sumTotals(days.filter((row) => row.day < firstDay));

    const postsPerDay = new Map(postsByDay.map((row) => [row.day, row.posts]));
    const due = counts!.due_published + counts!.due_failed;

    return {
      timeRange,
      analytics: summarize({
        postsNow: counts!.posts_now,
        postsBefore: counts!.posts_before,
        now: known ? current : null,
        before: known ? before : null,
        averageViews: known ? counts!.average_views : null,
      }),
      topPosts,
      timeline: timelineOf(period.days, gained, postsPerDay, known),
      insights: insightsOf(samples, timezone, ANALYTICS_MIN_SAMPLE),
      adherence: {
        published: counts!.due_published,
        failed: counts!.due_failed,
        onTime: counts!.on_time,
        rate: due === 0 ? null : Math.round((counts!.on_time / due) * 1000) / 10,
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

  /** The period's posts with the most engagement, then the most views, newest first. */
  private async topPosts(userId: string, start: Date): Promise<Post[]> {
    const ranked = (await this.dataSource.query(
      `SELECT id FROM posts
        WHERE user_id = $1 AND published_at >= $2 AND views IS NOT NULL
        ORDER BY coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) DESC,
                 views DESC, published_at DESC
        LIMIT $3`,
      [userId, start, ANALYTICS_TOP_POSTS],
    )) as { id: string }[];
    if (ranked.length === 0) return [];
    const posts = await this.dataSource
      .getRepository(Post)
      .findBy({ userId, id: In(ranked.map((row) => row.id)) });
    const byId = new Map(posts.map((post) => [post.id, post]));
    return ranked.flatMap(({ id }) => (byId.has(id) ? [byId.get(id)!] : []));
  }
}
