import type { DataSource } from 'typeorm';

/**
 * Notes migrations as run in TypeORM's own table (`public.migrations`), as an earlier version of
 * the app left it: for tests of an upgrade from that version. Not a product row, and no code of
 * the app writes it but TypeORM's migration runner, which would run the migration too.
 */
export async function noteMigrationsRun(
  dataSource: DataSource,
  migrations: { timestamp: number; name: string }[],
): Promise<void> {
  for (const { timestamp, name } of migrations) {
    await dataSource.query(`INSERT INTO public.migrations (timestamp, name) VALUES ($1, $2)`, [
      timestamp,
      name,
    ]);
  }
}
