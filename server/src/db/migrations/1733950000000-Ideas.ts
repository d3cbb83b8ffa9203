import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The idea bank: ideas for posts (by hand, from a page, or from a followed feed) and the feeds a
 * user follows. A page's or a feed item's address is in a user's bank once. An unfollowed feed's
 * ideas stay (feed_id becomes null). `seen` is what a feed listed at its last reading, so an item
 * the user deleted does not come back.
 */
export class Ideas1733950000000 implements MigrationInterface {
  name = 'Ideas1733950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idea_feeds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        url varchar(2000) NOT NULL,
        title varchar(200) NOT NULL,
        seen jsonb NOT NULL DEFAULT '[]',
        last_fetched_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT idea_feeds_user_url UNIQUE (user_id, url),
        CONSTRAINT idea_feeds_seen_list CHECK (jsonb_typeof(seen) = 'array')
      )`);
    await q.query(`CREATE INDEX idea_feeds_due ON idea_feeds (last_fetched_at NULLS FIRST, id)`);
    await q.query(`
      CREATE TABLE ideas (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        feed_id uuid REFERENCES idea_feeds (id) ON DELETE SET NULL,
        title varchar(200) NOT NULL,
        notes varchar(1000) NOT NULL DEFAULT '',
        source_url varchar(2000),
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX ideas_user_source ON ideas (user_id, source_url)
        WHERE source_url IS NOT NULL`,
    );
    // The bank's order: unused first, newest first; and auto-post's next idea, the oldest unused.
    await q.query(
      `CREATE INDEX ideas_user_order ON ideas (user_id, (used_at IS NOT NULL), created_at, id)`,
    );
    await q.query(`CREATE INDEX ideas_feed ON ideas (feed_id) WHERE feed_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ideas`);
    await q.query(`DROP TABLE idea_feeds`);
  }
}
