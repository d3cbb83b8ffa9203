import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users' own AI connections (Settings → AI writer): an OpenAI-compatible endpoint, the model and
 * the API key sealed with the token key, one row a user.
 */
export class AiConnections1733400000000 implements MigrationInterface {
  name = 'AiConnections1733400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ai_connections (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        base_url text NOT NULL,
        model text NOT NULL,
        api_key_encrypted text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ai_connections`);
  }
}
