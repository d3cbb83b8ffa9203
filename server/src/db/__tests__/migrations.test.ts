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
