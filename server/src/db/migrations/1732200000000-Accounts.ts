import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1732200000000 implements MigrationInterface {
  name = 'Accounts1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        password_hash varchar(255) NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        job_title varchar(200),
        company varchar(200),
        bio text,
        location varchar(200),
        website varchar(500),
        phone varchar(50),
        profile_picture varchar(500),
        is_email_verified boolean NOT NULL DEFAULT false,
        verification_sent_at timestamptz,
        has_completed_onboarding boolean NOT NULL DEFAULT false,
        content_niches text[] NOT NULL DEFAULT '{}',
        personal_context text,
        target_audience text,
        tone varchar(20) NOT NULL DEFAULT 'professional',
        timezone varchar(64) NOT NULL DEFAULT 'UTC',
        language varchar(8) NOT NULL DEFAULT 'en',
        email_notifications boolean NOT NULL DEFAULT true,
        push_notifications boolean NOT NULL DEFAULT true,
        auto_post_enabled boolean NOT NULL DEFAULT false,
        content_approval_required boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_email_lower CHECK (email = lower(email))
      )`);
    await q.query(`
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_tokens_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX email_tokens_user_id_idx ON email_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_tokens`);
    await q.query(`DROP TABLE users`);
  }
}
