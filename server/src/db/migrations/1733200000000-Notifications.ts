import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications: the browsers that receive a user's push notifications (one row a push
 * subscription, an endpoint belonging to one account), and the week of each user's last weekly
 * summary, so a restart or a second worker never sends one twice.
 */
export class Notifications1733200000000 implements MigrationInterface {
  name = 'Notifications1733200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL,
        p256dh varchar(100) NOT NULL,
        auth varchar(30) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT push_subscriptions_endpoint UNIQUE (endpoint)
      )`);
    await q.query(
      `CREATE INDEX push_subscriptions_user_created ON push_subscriptions (user_id, created_at)`,
    );
    await q.query(`
      CREATE TABLE weekly_summaries (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        week_of date NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE weekly_summaries`);
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
