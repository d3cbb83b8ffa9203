import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionContext, type Session } from '../../shared/session/sessionContext';
import { readToken } from '../../shared/session/tokenStorage';
import { ToastContext, type ShowToast } from '../../shared/toastContext';
import { queueToast } from '../../shared/toastQueue';
import type * as SessionChunk from './ApolloSession';
import type { SessionStore } from './sessionStore';

type SessionModule = typeof SessionChunk;

/** Pages a signed-out visitor sees without the Apollo client: nothing on them asks the server. */
const OPEN_PATHS = new Set(['/', '/terms', '/privacy']);
/**
 * Pages a signed-out visitor can use before the session's code is there: their form needs it
 * only once used, so it is loaded on the first touch, key or focus (or on submit).
 */
const USED_FIRST_PATHS = new Set(['/login']);

let loaded: SessionModule | null = null;
/** The session's chunk; once loaded, every later render has it at once. */
export async function loadSession(): Promise<SessionModule> {
  loaded ??= await import('./ApolloSession');
  return loaded;
}

/**
 * Whether a visit to `pathname` needs the session before its page is shown: a stored token, or
 * a page other than the open ones and those used first.
 */
export function sessionNeededFor(pathname: string): boolean {
  return readToken() !== null || !(OPEN_PATHS.has(pathname) || USED_FIRST_PATHS.has(pathname));
}

const ApolloContext = getApolloContext();
const NO_CLIENT = {};
const ignore = () => undefined;
const noSubscription = () => ignore;
const noSession = () => null;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * The root of every route. The session, the Apollo client and the toasts are loaded as soon as
 * anything needs them: a stored token, a page other than the open ones, or the first use of a
 * page like sign-in. A signed-out visitor on the front page downloads none of them. The pages
 * keep their place in the tree when they arrive: the session's chunk is drawn beside them
 * (SessionEngine) and publishes the session to a store that this root reads.
 */
export function SessionRoot() {
  const { pathname } = useLocation();
  const [store, setStore] = useState<SessionStore | null>(
    () => loaded?.createSessionStore() ?? null,
  );
  const [wanted, setWanted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const needed = store === null && (wanted || sessionNeededFor(pathname));
  const usedFirst = store === null && !needed && USED_FIRST_PATHS.has(pathname);

  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadSession().then(
      (module) => current && setStore(module.createSessionStore()),
      (error: unknown) => current && setFailure(error ?? new Error('The session failed to load.')),
    );
    return () => {
      current = false;
    };
  }, [needed]);

  useEffect(() => {
    if (!usedFirst) return;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) document.addEventListener(type, want, true);
    return () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, want, true);
    };
  }, [usedFirst]);

  const publishedSession = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? noSession,
    noSession,
  );

  // Until the session has rendered once, what a page asks of it waits for it.
  const [arrival] = useState(() => {
    let arrived!: (store: SessionStore) => void;
    const ready = new Promise<SessionStore>((resolve) => {
      arrived = resolve;
    });
    return { ready, arrived };
  });
  useEffect(() => {
    if (store && publishedSession) arrival.arrived(store);
  }, [store, publishedSession, arrival]);

  const fallback = useMemo(() => {
    const later = async () => {
      setWanted(true);
      return (await arrival.ready).getSnapshot()!;
    };
    const withoutSession: Omit<Session, 'loading'> = {
      user: null,
      error: null,
      login: async (input) => (await later()).login(input),
      register: async (input) => (await later()).register(input),
      logout: ignore,
      endSession: ignore,
      expireSession: ignore,
      mergeUser: ignore,
    };
    return {
      /** A visitor with no stored token on an open page: signed out, known at once. */
      signedOut: { ...withoutSession, loading: false },
      /** The session's code is on its way: pages wait as they do while a token is checked. */
      restoring: { ...withoutSession, loading: true },
    };
  }, [arrival]);
  // A toast waits for its host, which the session's chunk draws: asking for one loads it.
  const toast = useCallback<ShowToast>((message, variant) => {
    setWanted(true);
    queueToast(message, variant);
  }, []);

  // Until the session has rendered once (and when a page is drawn at build time, or hydrated),
  // a visitor without a stored token is signed out, as the session will say: a page drawn
  // signed out is hydrated as drawn, and a page used first keeps its form, with whatever was
  // typed, while the session's code arrives.
  const waiting = store ? readToken() !== null : sessionNeededFor(pathname);
  const session = publishedSession ?? (waiting ? fallback.restoring : fallback.signedOut);

  // The router's error page, as for a page whose chunk failed to load.
  if (failure) throw failure;
  const Engine = store && loaded?.SessionEngine;
  return (
    <ApolloContext.Provider value={store?.apolloContext ?? NO_CLIENT}>
      <ToastContext.Provider value={toast}>
        {Engine ? <Engine store={store} /> : null}
        <SessionContext.Provider value={session}>
          <Outlet />
        </SessionContext.Provider>
      </ToastContext.Provider>
    </ApolloContext.Provider>
  );
}
