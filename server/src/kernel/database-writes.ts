import type { DataSource, EntitySubscriberInterface } from 'typeorm';

/** A statement that only reads: a SELECT (a writing CTE begins with WITH, and counts as a write). */
const READ = /^\s*select\b/i;

/**
 * Calls `onWrite` for each statement this data source sends that may change anything (any but a
 * SELECT: INSERT, UPDATE, DELETE, a transaction's COMMIT…), just before it is sent and again once
 * it is done, whether it succeeded or not. Answers a function that stops it.
 */
export function onDatabaseWrites(dataSource: DataSource, onWrite: () => void): () => void {
  const seen = ({ query }: { query: string }) => {
    if (!READ.test(query)) onWrite();
  };
  const subscriber: EntitySubscriberInterface = { beforeQuery: seen, afterQuery: seen };
  dataSource.subscribers.push(subscriber);
  return () => {
    const at = dataSource.subscribers.indexOf(subscriber);
    if (at !== -1) dataSource.subscribers.splice(at, 1);
  };
}
