import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionContext, type Session } from '../../shared/session/sessionContext';
import { readToken } from '../../shared/session/tokenStorage';

type SessionProvider = ComponentType<{ children: ReactNode }>;

/** Pages a signed-out visitor sees without the Apollo client: nothing on them asks the server. */
const OPEN_PATHS = new Set(['/', '/terms', '/privacy']);

let loaded: SessionProvider | null = null;
/** The session's chunk; once loaded, every later render has it at once. */
export async function loadSession(): Promise<SessionProvider> {
  loaded ??= (await import('./ApolloSession')).ApolloSession;
  return loaded;
}

/** Whether a visit to `pathname` needs the session: a stored token, or a page other than the open ones. */
export function sessionNeededFor(pathname: string): boolean {
  return readToken() !== null || !OPEN_PATHS.has(pathname);
}

const refuse = () => Promise.reject(new Error('The session is not loaded yet.'));
const ignore = () => undefined;
const withoutSession: Omit<Session, 'loading'> = {
  user: null,
  error: null,
  login: refuse,
  register: refuse,
  logout: ignore,
  endSession: ignore,
  expireSession: ignore,
  mergeUser: ignore,
};
/** A visitor with no stored token on an open page: signed out, known at once. */
const SIGNED_OUT: Session = { ...withoutSession, loading: false };
/** The session's code is on its way: pages wait as they do while a stored token is checked. */
const RESTORING: Session = { ...withoutSession, loading: true };

/**
 * The root of every route. The session and the Apollo client under it are loaded as soon as
 * anything needs them: a stored token, or a page other than the open ones. A signed-out
 * visitor on the front page downloads neither.
 */
export function SessionRoot() {
  const { pathname } = useLocation();
  const [Provider, setProvider] = useState<SessionProvider | null>(() => loaded);
  const [failure, setFailure] = useState<unknown>(null);
  const needed = Provider === null && sessionNeededFor(pathname);

  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadSession().then(
      (provider) => current && setProvider(() => provider),
      (error: unknown) => current && setFailure(error ?? new Error('The session failed to load.')),
    );
    return () => {
      current = false;
    };
  }, [needed]);

  // The router's error page, as for a page whose chunk failed to load.
  if (failure) throw failure;
  if (Provider) {
    return (
      <Provider>
        <Outlet />
      </Provider>
    );
  }
  return (
    <SessionContext.Provider value={needed ? RESTORING : SIGNED_OUT}>
      <Outlet />
    </SessionContext.Provider>
  );
}
