import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Voice profiles: a user's posts learned from (the latest 50), what was learned from them, the
 * fields the user edited (which survive learning again), and whether published posts feed it.
 */
export class VoiceProfiles1733300000000 implements MigrationInterface {
  name = 'VoiceProfiles1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE voice_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        samples jsonb NOT NULL DEFAULT '[]',
        learned jsonb,
        overrides jsonb NOT NULL DEFAULT '{}',
        learn_from_published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT voice_profiles_samples_list CHECK (jsonb_typeof(samples) = 'array'),
        CONSTRAINT voice_profiles_overrides_object CHECK (jsonb_typeof(overrides) = 'object')
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE voice_profiles`);
  }
}
