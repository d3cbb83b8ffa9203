import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Postgres is the publishing clock: the worker's dispatcher claims due posts in batches by their
 * due moment (the slot, or the next try after LinkedIn failed) and holds each claim by a lease
 * it renews while the post is in flight; a claim whose lease ran out belonged to a worker that
 * died, and is taken again.
 */
export class PublishDispatcher1732900000000 implements MigrationInterface {
  name = 'PublishDispatcher1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE posts
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN lease_until timestamptz`);
    await q.query(`DROP INDEX IF EXISTS posts_due`);
    await q.query(`
      CREATE INDEX posts_due ON posts ((coalesce(next_attempt_at, scheduled_time)))
        WHERE status = 'scheduled'`);
    await q.query(`CREATE INDEX posts_leased ON posts (lease_until) WHERE status = 'publishing'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_leased`);
    await q.query(`DROP INDEX posts_due`);
    await q.query(`CREATE INDEX posts_due ON posts (scheduled_time) WHERE status = 'scheduled'`);
    await q.query(`ALTER TABLE posts DROP COLUMN next_attempt_at, DROP COLUMN lease_until`);
  }
}
