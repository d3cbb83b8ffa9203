import type { ApolloClient } from '@apollo/client';
import type { Session } from '../../shared/session/sessionContext';

/**
 * One mount's session, made by the session's chunk (ApolloSession.tsx) and read by SessionRoot,
 * which gives the pages its session and its Apollo client.
 */
export interface SessionStore {
  client: ApolloClient;
  /** The value of Apollo's React context: the same object for the store's life. */
  apolloContext: { client: ApolloClient };
  /** Where the client tells the session that the server refused the token. */
  expiry: EventTarget;
  subscribe(listener: () => void): () => void;
  /** null until the session has rendered once. */
  getSnapshot(): Session | null;
  publish(session: Session): void;
}
