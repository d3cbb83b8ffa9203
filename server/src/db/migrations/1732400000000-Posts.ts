import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Posts1732400000000 implements MigrationInterface {
  name = 'Posts1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL,
        status varchar(20) NOT NULL,
        scheduled_time timestamptz,
        published_at timestamptz,
        external_urn varchar(200),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT posts_status_check CHECK (status IN
          ('draft', 'pending_approval', 'scheduled', 'publishing', 'published', 'failed', 'cancelled')),
        CONSTRAINT posts_content_length CHECK (char_length(content) BETWEEN 1 AND 3000),
        CONSTRAINT posts_scheduled_has_time CHECK
          (status NOT IN ('scheduled', 'publishing') OR scheduled_time IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX posts_user_created ON posts (user_id, created_at)`);
    // One post per slot: two posts of a user can never be due at the same moment.
    await q.query(`
      CREATE UNIQUE INDEX posts_user_slot ON posts (user_id, scheduled_time)
        WHERE status IN ('scheduled', 'publishing')`);
    // The publisher's look-up of what is due.
    await q.query(`
      CREATE INDEX posts_due ON posts (scheduled_time) WHERE status = 'scheduled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE posts`);
  }
}
