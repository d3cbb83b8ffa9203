import type { DataSource } from 'typeorm';
import { SCHEDULE_DEFAULTS } from '@postpilot/common';
import { weeklySummary, type WeekOfPosts } from './messages';
import type { Notifier } from './notifier';

/** When the week's summary goes: Monday (ISO weekday 1) from 08:00 in the user's time zone. */
export const WEEKLY_SUMMARY_DAY = 1;
export const WEEKLY_SUMMARY_HOUR = 8;
/** Posts a summary lists of each kind; more are counted. */
const LISTED = 10;

interface ClaimedRow {
  user_id: string;
  week_of: string;
  zone: string;
}

/**
 * The weekly summary: on Monday morning in each user's schedule time zone, what went out in the
 * last 7 days (with LinkedIn's figures, when it shares them) and what is scheduled for the next
 * 7, to users whose switches let something through and who have something to report. Each
 * user's week is claimed in Postgres before anything is sent (a conditional upsert of the week),
 * so however many workers run, and however often they restart, a week is summarised once.
 */
export class WeeklySummaries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifier: Notifier,
    private readonly batchSize = 200,
  ) {}

  /** Sends the summaries due at `at`; answers how many. */
  async run(at: Date = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim(at);
      for (const row of claimed) {
        const week = await this.weekOf(row, at);
        await this.notifier.notifyQuietly(row.user_id, weeklySummary(row.user_id, week));
        sent++;
      }
      if (claimed.length < this.batchSize) return sent;
    }
  }

  /**
   * Takes up to a batch of the users whose summary is due and not yet sent this week: the
   * upsert moves a user's week forward only once, and a racing worker gets no row back.
   */
  private claim(at: Date): Promise<ClaimedRow[]> {
    return this.dataSource.query(
      `WITH due AS (
         SELECT u.id AS user_id, z.zone,
                date_trunc('week', $1::timestamptz AT TIME ZONE z.zone)::date AS week_of
           FROM users u
           LEFT JOIN schedules s ON s.user_id = u.id
           CROSS JOIN LATERAL (SELECT coalesce(s.timezone, $2) AS zone) z
          WHERE (u.email_notifications OR u.push_notifications)
            AND extract(isodow FROM $1::timestamptz AT TIME ZONE z.zone) = $4
            AND extract(hour FROM $1::timestamptz AT TIME ZONE z.zone) >= $5
            AND NOT EXISTS (
              SELECT 1 FROM weekly_summaries w
               WHERE w.user_id = u.id
                 AND w.week_of >= date_trunc('week', $1::timestamptz AT TIME ZONE z.zone)::date)
            AND (EXISTS (
                   SELECT 1 FROM posts p
                    WHERE p.user_id = u.id AND p.status = 'published'
                      AND p.published_at > $1::timestamptz - interval '7 days'
                      AND p.published_at <= $1::timestamptz)
                 OR EXISTS (
                   SELECT 1 FROM posts p
                    WHERE p.user_id = u.id AND p.status = 'scheduled'
                      AND p.scheduled_time > $1::timestamptz
                      AND p.scheduled_time <= $1::timestamptz + interval '7 days'))
          LIMIT $3),
       claimed AS (
         INSERT INTO weekly_summaries (user_id, week_of, sent_at)
         SELECT user_id, week_of, now() FROM due
         ON CONFLICT (user_id) DO UPDATE SET week_of = EXCLUDED.week_of, sent_at = EXCLUDED.sent_at
          WHERE weekly_summaries.week_of < EXCLUDED.week_of
         RETURNING user_id, week_of)
       SELECT c.user_id, to_char(c.week_of, 'YYYY-MM-DD') AS week_of, d.zone
         FROM claimed c JOIN due d ON d.user_id = c.user_id`,
      [at, SCHEDULE_DEFAULTS.timezone, this.batchSize, WEEKLY_SUMMARY_DAY, WEEKLY_SUMMARY_HOUR],
    );
  }

  /** The user's last 7 days of published posts and next 7 of scheduled ones. */
  private async weekOf(row: ClaimedRow, at: Date): Promise<WeekOfPosts> {
    const published: {
      content: string;
      published_at: Date;
      views: number | null;
      likes: number | null;
      comments: number | null;
      shares: number | null;
      total: number;
    }[] = await this.dataSource.query(
      `SELECT content, published_at, views, likes, comments, shares, count(*) OVER ()::int AS total
         FROM posts
        WHERE user_id = $1 AND status = 'published'
          AND published_at > $2::timestamptz - interval '7 days' AND published_at <= $2::timestamptz
        ORDER BY published_at LIMIT $3`,
      [row.user_id, at, LISTED],
    );
    const scheduled: { content: string; scheduled_time: Date; total: number }[] =
      await this.dataSource.query(
        `SELECT content, scheduled_time, count(*) OVER ()::int AS total
           FROM posts
          WHERE user_id = $1 AND status = 'scheduled'
            AND scheduled_time > $2::timestamptz
            AND scheduled_time <= $2::timestamptz + interval '7 days'
          ORDER BY scheduled_time LIMIT $3`,
        [row.user_id, at, LISTED],
      );
    return {
      weekOf: row.week_of,
      timezone: row.zone,
      published: published.map((post) => ({
        content: post.content,
        publishedAt: new Date(post.published_at),
        views: post.views,
        likes: post.likes,
        comments: post.comments,
        shares: post.shares,
      })),
      publishedCount: published[0]?.total ?? 0,
      scheduled: scheduled.map((post) => ({
        content: post.content,
        scheduledTime: new Date(post.scheduled_time),
      })),
      scheduledCount: scheduled[0]?.total ?? 0,
    };
  }
}
