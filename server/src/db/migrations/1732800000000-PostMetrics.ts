import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Post statistics: each post keeps LinkedIn's latest figures, `post_metrics` keeps every change
 * as a time series, and `metric_hours` rolls the changes up per user and hour, so any period's
 * totals, growth and daily chart read at most a few thousand rows however many snapshots exist.
 */
export class PostMetrics1732800000000 implements MigrationInterface {
  name = 'PostMetrics1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE posts
        ADD COLUMN tone varchar(20),
        ADD COLUMN views integer,
        ADD COLUMN likes integer,
        ADD COLUMN comments integer,
        ADD COLUMN shares integer,
        ADD COLUMN metrics_updated_at timestamptz`);
    await q.query(
      `CREATE INDEX posts_user_published ON posts (user_id, published_at)
        WHERE published_at IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE post_metrics (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        captured_at timestamptz NOT NULL,
        views integer NOT NULL,
        likes integer NOT NULL,
        comments integer NOT NULL,
        shares integer NOT NULL,
        members_reached integer
      )`);
    await q.query(`CREATE INDEX post_metrics_post_captured ON post_metrics (post_id, captured_at)`);
    await q.query(`CREATE INDEX post_metrics_user_captured ON post_metrics (user_id, captured_at)`);
    await q.query(`
      CREATE TABLE metric_hours (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        hour timestamptz NOT NULL,
        views integer NOT NULL DEFAULT 0,
        likes integer NOT NULL DEFAULT 0,
        comments integer NOT NULL DEFAULT 0,
        shares integer NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, hour)
      )`);
    await q.query(`ALTER TABLE linkedin_accounts ADD COLUMN metrics_synced_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE linkedin_accounts DROP COLUMN metrics_synced_at`);
    await q.query(`DROP TABLE metric_hours`);
    await q.query(`DROP TABLE post_metrics`);
    await q.query(`DROP INDEX posts_user_published`);
    await q.query(`
      ALTER TABLE posts DROP COLUMN tone, DROP COLUMN views, DROP COLUMN likes,
        DROP COLUMN comments, DROP COLUMN shares, DROP COLUMN metrics_updated_at`);
  }
}
