import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's posts in the order every list shows them (newest first, then by id), straight from
 * the index: a page of 20 reads 20 posts, whatever the planner knows of the table. With the
 * index on creation alone, a table not yet analysed was read whole and sorted for each page.
 */
export class PostsPageOrder1733800000000 implements MigrationInterface {
  name = 'PostsPageOrder1733800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_user_created`);
    await q.query(`CREATE INDEX posts_user_created ON posts (user_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_user_created`);
    await q.query(`CREATE INDEX posts_user_created ON posts (user_id, created_at)`);
  }
}
