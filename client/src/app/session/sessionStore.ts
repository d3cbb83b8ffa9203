import type { ApolloClient } from '@apollo/client';
import type { Session } from '../../shared/session/sessionContext';
import type { ShowToast } from '../../shared/toastContext';

/**
 * One mount's session, made by the session's chunk (ApolloSession.tsx) and read by SessionRoot,
 * which gives the pages its session, its Apollo client and its toasts.
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
  /** Resolves once a session has been published. */
  published(): Promise<void>;
  toast: ShowToast;
  /** The toasts' host is drawn: toasts asked for before it are shown now. */
  toastsReady(): void;
}
