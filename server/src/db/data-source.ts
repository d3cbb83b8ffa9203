import { DataSource } from 'typeorm';
import { EmailToken } from '../features/auth/email-token.entity';
import { User } from '../features/users/user.entity';
import { WaitlistEntry } from '../features/waitlist/waitlist-entry.entity';
import { Accounts1732200000000 } from './migrations/1732200000000-Accounts';
import { AccountScreens1732300000000 } from './migrations/1732300000000-AccountScreens';
import { Posts1732400000000 } from './migrations/1732400000000-Posts';
import { Post } from '../features/content/post.entity';

export const entities = [User, EmailToken, WaitlistEntry, Post];
export const migrations = [Accounts1732200000000, AccountScreens1732300000000, Posts1732400000000];

/** Schema changes come only from migrations, never from synchronize. */
export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into Postgres 13+ and PGlite; uuid-ossp is not in PGlite.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: 10 },
  });
}

/** Connects and brings the schema up to date. */
export async function openDatabase(url: string): Promise<DataSource> {
  const dataSource = await createDataSource(url).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
