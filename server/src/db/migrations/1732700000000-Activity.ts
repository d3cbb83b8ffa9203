import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Activity1732700000000 implements MigrationInterface {
  name = 'Activity1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        description text NOT NULL,
        post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX activities_user_created ON activities (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE activities`);
  }
}
