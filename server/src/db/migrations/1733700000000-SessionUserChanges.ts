import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to what a session loads (a user's row, their LinkedIn account) is announced on the
 * `session_users` channel with the user's id, '*' when a table is emptied: the API keeps the
 * session users it has read and forgets one as soon as the database says it changed, whichever
 * process changed it (see features/auth/session-cache.ts).
 */
export class SessionUserChanges1733700000000 implements MigrationInterface {
  name = 'SessionUserChanges1733700000000';

  async up(q: QueryRunner): Promise<void> {
    // The trigger's argument names the column that holds the user's id.
    await q.query(`
      CREATE FUNCTION session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('session_users', '*');
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('session_users', to_jsonb(OLD) ->> TG_ARGV[0]);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('session_users', to_jsonb(NEW) ->> TG_ARGV[0]);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, column] of [
      ['users', 'id'],
      ['linkedin_accounts', 'user_id'],
    ] as const) {
      await q.query(`
        CREATE TRIGGER ${table}_session_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION session_user_changed('${column}')`);
      await q.query(`
        CREATE TRIGGER ${table}_session_truncate AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION session_user_changed('${column}')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['users', 'linkedin_accounts']) {
      await q.query(`DROP TRIGGER ${table}_session_change ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_session_truncate ON ${table}`);
    }
    await q.query(`DROP FUNCTION session_user_changed()`);
  }
}
