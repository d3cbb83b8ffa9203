import { listenToDatabase } from '../kernel/database-notifications';
import { onDatabaseWrites } from '../kernel/database-writes';
import {
  SESSION_CHANGES_CHANNEL,
  SESSION_CHANGES_LISTENER,
  type SessionCache,
} from '../features/auth/session-cache';
import type { Infra } from './infra';

/**
 * Tells the API's session cache of every change to a session user: each statement this process
 * sends that may write empties it at once; the database's announcements (from any process, or
 * from outside) forget the user they name; without those announcements it keeps nothing.
 * Answers a function that stops both.
 */
export function followSessionChanges(infra: Infra, sessions: SessionCache): () => Promise<void> {
  const stopWatching = onDatabaseWrites(infra.dataSource, () => sessions.forgetAll());
  const stopListening = listenToDatabase(
    infra.config.databaseListenUrl,
    SESSION_CHANGES_CHANNEL,
    { message: (userId) => sessions.forget(userId), live: (live) => sessions.setLive(live) },
    infra.logger.child({ component: 'session-changes' }),
    { applicationName: SESSION_CHANGES_LISTENER },
  );
  return async () => {
    stopWatching();
    await stopListening();
  };
}
