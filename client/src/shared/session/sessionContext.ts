import { createContext, useContext } from 'react';
import type { LoginInput, RegisterInput, SessionUserFragment } from '../../gql/graphql';

export type SessionUser = SessionUserFragment;

/** Session state: the signed-in user, whether it is still loading, the last error. */
export interface Session {
  user: SessionUser | null;
  /** True until the stored token has been turned into a user (or found invalid). */
  loading: boolean;
  /** Why the last sign-in or registration failed, if it did. */
  error: string | null;
  /** Signs in; resolves with the user, rejects with the server's error. */
  login(input: LoginInput): Promise<SessionUser>;
  register(input: RegisterInput): Promise<SessionUser>;
  /** Ends the session and confirms it with a toast. */
  logout(): void;
  /** Ends the session like logout, confirming it with another text (e.g. after a deletion). */
  endSession(confirmation: string): void;
  /**
   * Ends a session the server refused outside GraphQL (a REST 401), exactly as the Apollo
   * client does for GraphQL: token and cache dropped, the session-expired toast shown.
   */
  expireSession(): void;
  /** Puts a user returned by the server into the session (normally the cache does this). */
  mergeUser(user: SessionUser): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
