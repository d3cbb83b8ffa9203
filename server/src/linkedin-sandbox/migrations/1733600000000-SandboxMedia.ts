import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What sandbox posts carry besides their text: uploaded images and documents (the bytes on disk,
 * their rendered pages too), a post's content, poll votes, and comments members post through the
 * Social Actions API.
 */
export class SandboxMedia1733600000000 implements MigrationInterface {
  name = 'SandboxMedia1733600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE linkedin_sandbox.sandbox_uploads (
        urn varchar(100) PRIMARY KEY,
        kind varchar(10) NOT NULL CHECK (kind IN ('image', 'document')),
        member_id uuid NOT NULL REFERENCES linkedin_sandbox.sandbox_members (id) ON DELETE CASCADE,
        upload_token char(64) NOT NULL UNIQUE,
        storage_key varchar(200),
        content_type varchar(100),
        bytes integer,
        pages integer,
        page_keys jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        uploaded_at timestamptz
      )`);
    await q.query(`ALTER TABLE linkedin_sandbox.sandbox_posts ADD COLUMN content jsonb`);
    await q.query(`
      CREATE TABLE linkedin_sandbox.sandbox_poll_votes (
        post_id bigint NOT NULL REFERENCES linkedin_sandbox.sandbox_posts (id) ON DELETE CASCADE,
        viewer_id uuid NOT NULL,
        option integer NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, viewer_id)
      )`);
    await q.query(`
      ALTER TABLE linkedin_sandbox.sandbox_comments
        ALTER COLUMN viewer_id DROP NOT NULL,
        ADD COLUMN member_id uuid REFERENCES linkedin_sandbox.sandbox_members (id) ON DELETE CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM linkedin_sandbox.sandbox_comments WHERE viewer_id IS NULL`);
    await q.query(`
      ALTER TABLE linkedin_sandbox.sandbox_comments
        DROP COLUMN member_id, ALTER COLUMN viewer_id SET NOT NULL`);
    await q.query(`DROP TABLE linkedin_sandbox.sandbox_poll_votes`);
    await q.query(`ALTER TABLE linkedin_sandbox.sandbox_posts DROP COLUMN content`);
    await q.query(`DROP TABLE linkedin_sandbox.sandbox_uploads`);
  }
}
