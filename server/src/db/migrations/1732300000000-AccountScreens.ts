import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountScreens1732300000000 implements MigrationInterface {
  name = 'AccountScreens1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN default_posting_time varchar(5) NOT NULL DEFAULT '09:00',
        ADD COLUMN posting_frequency varchar(10) NOT NULL DEFAULT 'daily'`);
    await q.query(`
      CREATE TABLE waitlist_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT waitlist_entries_email_key UNIQUE (email),
        CONSTRAINT waitlist_entries_email_lower CHECK (email = lower(email))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE waitlist_entries`);
    await q.query(
      `ALTER TABLE users DROP COLUMN posting_frequency, DROP COLUMN default_posting_time`,
    );
  }
}
