import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { testEnvironment } from '../../../test/support/app';
import { createTestDatabase } from '../../../test/support/database';
import { startApi } from '../../api';
import { loadConfig } from '../../kernel/config';
import { createLogger } from '../../kernel/logger';
import { applyMigrations, createDataSource, migrations, openDatabase } from '../data-source';

it('API processes starting at once against one database migrate it once, in turn', async () => {
  const database = await createTestDatabase({ empty: true });
  const opened: DataSource[] = [];
  try {
    const attempts = await Promise.allSettled(
      Array.from({ length: 4 }, async () => {
        const dataSource = await openDatabase(database.url);
        opened.push(dataSource);
        return dataSource;
      }),
    );
    expect(attempts.filter((attempt) => attempt.status === 'rejected')).toEqual([]);
    const ran: { name: string }[] = await opened[0].query(`SELECT name FROM migrations`);
    expect(ran).toHaveLength(migrations.length);
  } finally {
    await Promise.all(opened.map((dataSource) => dataSource.destroy()));
    await database.drop();
  }
});

it('an API started with MIGRATE_ON_START=false migrates nothing and waits for `npm run migrate`', async () => {
  const database = await createTestDatabase({ empty: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-migrate-'));
  const config = loadConfig({
    ...testEnvironment(database.url, dataDir),
    PORT: '0',
    MIGRATE_ON_START: 'false',
  });
  const starting = startApi(config, createLogger('api', 'silent'));
  const migrator = await createDataSource(database.url).initialize();
  try {
    // The API has made the migrations table: under the migrations lock, either looking for
    // pending migrations (and waiting) or applying them. Taking the lock after it, `npm run
    // migrate` finds every migration still to apply only if the API applied none.
    while (!(await migrator.query(`SELECT to_regclass('public.migrations') AS found`))[0].found) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const applied = await applyMigrations(migrator);
    expect(applied).toHaveLength(migrations.length);
    const api = await starting;
    expect(await api.infra.dataSource.showMigrations()).toBe(false);
    await api.stop();
  } finally {
    await migrator.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * What synchronize would still do that is only about names: the migrations name their indexes,
 * foreign keys and checks themselves, where TypeORM would make up names (IDX_…, FK_…) and knows
 * no checks. Anything else (a column, a type, a default, a primary key) is drift.
 */
const NAMING_ONLY = [
  /^ALTER TABLE "\w+" DROP CONSTRAINT "\w+"$/,
  /^ALTER TABLE "\w+" ADD CONSTRAINT "FK_\w+" FOREIGN KEY /,
  /^DROP INDEX "public"\."\w+"$/,
  /^CREATE INDEX "IDX_\w+" ON /,
];

it('the migrated tables have the columns the entities describe (type, null, default, key)', async () => {
  const database = await createTestDatabase();
  const dataSource = await openDatabase(database.url);
  try {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    const drift = upQueries
      .map((query) => query.query)
      .filter((query) => !NAMING_ONLY.some((naming) => naming.test(query)));
    expect(drift).toEqual([]);
  } finally {
    await dataSource.destroy();
    await database.drop();
  }
});
