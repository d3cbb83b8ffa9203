import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's posting frequency is the schedule's frequency (daily, weekly or custom): a user
 * with a schedule takes its frequency; the specification's biweekly and monthly, which the
 * schedule has no cadence for, read as weekly.
 */
export class PostingFrequency1733040000000 implements MigrationInterface {
  name = 'PostingFrequency1733040000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE users u SET posting_frequency = s.frequency
        FROM schedules s
       WHERE s.user_id = u.id AND u.posting_frequency <> s.frequency`);
    await q.query(`
      UPDATE users SET posting_frequency = 'weekly'
       WHERE posting_frequency IN ('biweekly', 'monthly')`);
  }

  async down(): Promise<void> {
    // Nothing to undo: every value it writes was already allowed before.
  }
}
