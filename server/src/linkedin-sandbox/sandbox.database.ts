import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../kernel/advisory-lock';
import { SandboxSchema1733000000000 } from './migrations/1733000000000-SandboxSchema';
import { SandboxMedia1733600000000 } from './migrations/1733600000000-SandboxMedia';
import { SANDBOX_SCHEMA, sandboxEntities } from './sandbox.entities';

/** The sandbox's migrations, recorded in its own table, linkedin_sandbox.migrations. */
const migrations = [SandboxSchema1733000000000, SandboxMedia1733600000000];

/**
 * The sandbox's own connection to the database at `url` (the app's, when the app serves it): its
 * entities and migrations only, in its schema. Schema changes come only from migrations.
 */
export function sandboxDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    schema: SANDBOX_SCHEMA,
    entities: sandboxEntities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: 10 },
  });
}

/**
 * Connects and brings the sandbox's schema up to date. Several processes may open it at once
 * against one database (API replicas, test apps): they take turns, so the schema and the
 * migrations table are made once.
 */
export async function openSandboxDatabase(url: string): Promise<DataSource> {
  const dataSource = await sandboxDataSource(url).initialize();
  try {
    await withAdvisoryLock(dataSource, 'postpilot linkedin-sandbox migrations', async () => {
      await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${SANDBOX_SCHEMA}`);
      await dataSource.runMigrations({ transaction: 'each' });
    });
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
  return dataSource;
}
