import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../test/support/database';
import { migrations, openDatabase } from '../data-source';

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
