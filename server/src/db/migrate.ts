import { loadConfig } from '../kernel/config';
import { openDatabase } from './data-source';

/** `npm run migrate`: applies pending migrations and exits. */
async function main() {
  const dataSource = await openDatabase(loadConfig().databaseUrl);
  await dataSource.destroy();
  console.log('Database is up to date.');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
