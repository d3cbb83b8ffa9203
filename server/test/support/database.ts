import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrations, openDatabase } from '../../src/db/data-source';

/** The server every test database is made on: the machine's Postgres unless TEST_DATABASE_URL says otherwise. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const urlOf = (name: string) => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function asAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated database every test database is copied from, named by the migrations it holds:
 * made once per set of migrations on this Postgres (by whichever test file asks first, under a
 * lock), so a test file copies it instead of running every migration again. A template of
 * migrations no longer in the code is dropped when the new one is made.
 */
let template: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const digest = createHash('sha256')
      .update(migrations.map((migration) => migration.name).join('\n'))
      .digest('hex')
      .slice(0, 12);
    const name = `postpilot_template_${digest}`;
    return asAdmin(async (admin) => {
      await admin.query(`SELECT pg_advisory_lock(hashtext('postpilot test template'))`);
      try {
        const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
        if (found.rowCount) return name;
        const stale = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'postpilot_template_%'`,
        );
        for (const { datname } of stale.rows) {
          await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        }
        // Made under another name and renamed once migrated: a template seen is a whole one.
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const dataSource = await openDatabase(urlOf(building));
        await dataSource.destroy();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await admin.query(`SELECT pg_advisory_unlock(hashtext('postpilot test template'))`);
      }
    });
  })();
  return template;
}

/**
 * A database of its own for one test file, so files run in parallel; dropped by `drop()`. It
 * holds every migration already (a copy of the migrated template), unless `empty` asks for a
 * database with nothing in it (tests of migrating itself, and the sandbox's own tables).
 */
export async function createTestDatabase({ empty = false } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `postpilot_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const from = empty ? null : await migratedTemplate();
  await asAdmin(async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
        return;
      } catch (error) {
        // Another file copying the template at the same moment holds it for an instant.
        const busy = /is being accessed by other users/.test(String(error));
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return {
    url: urlOf(name),
    drop: async () => {
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
