import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Published posts whose first comment is still to be posted, found without reading every post:
 * the publisher claims them right after they go out, and again after a worker died in between.
 */
export class FirstCommentsDue1733600000000 implements MigrationInterface {
  name = 'FirstCommentsDue1733600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX posts_first_comment_due ON posts (published_at)
       WHERE first_comment_status = 'pending' AND status = 'published'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_first_comment_due`);
  }
}
