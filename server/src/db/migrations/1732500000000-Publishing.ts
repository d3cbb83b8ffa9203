import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Publishing1732500000000 implements MigrationInterface {
  name = 'Publishing1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        timezone varchar(64) NOT NULL,
        frequency varchar(10) NOT NULL CHECK (frequency IN ('daily', 'weekly', 'custom')),
        custom_days text[] NOT NULL DEFAULT '{}',
        time_slots text[] NOT NULL CHECK (cardinality(time_slots) >= 1),
        auto_post boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE linkedin_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        member_urn varchar(200) NOT NULL,
        name varchar(200),
        access_token text NOT NULL,
        expires_at timestamptz NOT NULL,
        scopes text[] NOT NULL DEFAULT '{}',
        status varchar(20) NOT NULL CHECK (status IN ('connected', 'needs_reconnect')),
        sandbox boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE posts ADD COLUMN external_url varchar(500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts DROP COLUMN external_url`);
    await q.query(`DROP TABLE linkedin_accounts`);
    await q.query(`DROP TABLE schedules`);
  }
}
