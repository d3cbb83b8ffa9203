import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which posts auto-post scheduled without anyone reading them (a model wrote them and approval
 * was off): a writer never takes the user's voice from those. Posts from before are the user's.
 */
export class PostsUnreviewed1733960000000 implements MigrationInterface {
  name = 'PostsUnreviewed1733960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN unreviewed boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts DROP COLUMN unreviewed`);
  }
}
