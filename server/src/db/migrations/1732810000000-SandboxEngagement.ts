import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What viewers of the sandbox feed do with its posts (features/linkedin/sandbox): the figures its
 * Member Post Statistics API reports. A viewer is a browser, known by its sandbox_viewer cookie.
 */
export class SandboxEngagement1732810000000 implements MigrationInterface {
  name = 'SandboxEngagement1732810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sandbox_post_views (
        post_id bigint NOT NULL REFERENCES sandbox_posts (id) ON DELETE CASCADE,
        viewer_id uuid NOT NULL,
        impressions integer NOT NULL,
        first_seen_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, viewer_id)
      )`);
    await q.query(`
      CREATE TABLE sandbox_reactions (
        post_id bigint NOT NULL REFERENCES sandbox_posts (id) ON DELETE CASCADE,
        viewer_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, viewer_id)
      )`);
    await q.query(`
      CREATE TABLE sandbox_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id bigint NOT NULL REFERENCES sandbox_posts (id) ON DELETE CASCADE,
        viewer_id uuid NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX sandbox_comments_post_created ON sandbox_comments (post_id, created_at)`,
    );
    await q.query(`
      CREATE TABLE sandbox_reposts (
        post_id bigint NOT NULL REFERENCES sandbox_posts (id) ON DELETE CASCADE,
        viewer_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, viewer_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_reposts`);
    await q.query(`DROP TABLE sandbox_comments`);
    await q.query(`DROP TABLE sandbox_reactions`);
    await q.query(`DROP TABLE sandbox_post_views`);
  }
}
