import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a post carries besides its text: uploaded files (post_media), the attachment itself on the
 * post (images with alt text, a document, a link card or a poll, as JSON naming media by id), and
 * a first comment with its outcome.
 */
export class PostAttachments1733500000000 implements MigrationInterface {
  name = 'PostAttachments1733500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE post_media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('image', 'document')),
        content_type varchar(50) NOT NULL,
        file_name varchar(200) NOT NULL,
        storage_key varchar(200) NOT NULL UNIQUE,
        bytes integer NOT NULL,
        width integer,
        height integer,
        pages integer,
        page_images jsonb NOT NULL DEFAULT '[]',
        linkedin_urn varchar(200),
        linkedin_owner varchar(200),
        linkedin_uploaded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX post_media_post ON post_media (post_id)`);
    await q.query(`CREATE INDEX post_media_user_created ON post_media (user_id, created_at)`);
    await q.query(`
      ALTER TABLE posts
        ADD COLUMN attachment jsonb,
        ADD COLUMN first_comment text,
        ADD COLUMN first_comment_status varchar(10),
        ADD COLUMN first_comment_error text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE posts
        DROP COLUMN attachment,
        DROP COLUMN first_comment,
        DROP COLUMN first_comment_status,
        DROP COLUMN first_comment_error`);
    await q.query(`DROP TABLE post_media`);
  }
}
