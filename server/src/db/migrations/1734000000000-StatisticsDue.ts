import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each published post's statistics are due at a time of their own (`posts.metrics_due_at`), often
 * while the post is new and less and less after, instead of every post of the year at every
 * sync. The picker reads the most overdue through a partial index. Posts published before this
 * are due at the first age of the schedule after the figures they hold were read; the sync drops
 * those past the configured maximum age without a call.
 */
export class StatisticsDue1734000000000 implements MigrationInterface {
  name = 'StatisticsDue1734000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN metrics_due_at timestamptz`);
    await q.query(
      `CREATE INDEX posts_metrics_due ON posts (metrics_due_at) WHERE metrics_due_at IS NOT NULL`,
    );
    // The schedule's ages (analytics/metrics-schedule.ts) up to a year: 1 h, 3 h, 12 h, daily to
    // a week, 14 and 21 days, then every 30 days.
    await q.query(
      `UPDATE posts SET metrics_due_at = published_at + (
         SELECT min(age) FROM unnest(
           ARRAY[interval '1 hour', interval '3 hours', interval '12 hours']
           || ARRAY(SELECT make_interval(days => d) FROM generate_series(1, 7) d)
           || ARRAY[interval '14 days', interval '21 days']
           || ARRAY(SELECT make_interval(days => d) FROM generate_series(30, 365, 30) d)) age
          WHERE published_at + age > coalesce(metrics_updated_at, published_at))
        WHERE status = 'published' AND external_urn IS NOT NULL
          AND published_at >= now() - interval '365 days'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_metrics_due`);
    await q.query(`ALTER TABLE posts DROP COLUMN metrics_due_at`);
  }
}
