import type { DataSource } from 'typeorm';

/**
 * Runs `work` while this process holds the Postgres advisory lock `name` of the database: API
 * processes that start at once (replicas, or a restart racing its predecessor) migrate one after
 * the other, and the later ones find nothing left to do. The lock is held by a connection of its
 * own, so `work` may use the pool; it ends with that session if the process dies.
 */
export async function withAdvisoryLock<T>(
  dataSource: DataSource,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const holder = dataSource.createQueryRunner();
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await holder.release();
  }
}
