import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery, skipToken } from '@apollo/client/react';
import { ERRORS, SUCCESS } from '@postpilot/common';
import {
  LoginDocument,
  MeDocument,
  RegisterDocument,
  SessionUserFragmentDoc,
  type LoginInput,
  type RegisterInput,
} from '../../gql/graphql';
import { errorMessage } from '../../shared/apollo/errors';
import type { Session, SessionUser } from '../../shared/session/sessionContext';
import { readToken, removeToken, storeToken } from '../../shared/session/tokenStorage';
import { setDisplay } from '../../shared/format/display';
import { queueToast } from '../../shared/toastQueue';
import { createApolloClient } from '../apollo/createApolloClient';
import { refreshExpiredMedia } from '../apollo/refreshExpiredMedia';
import { ToastsHost } from '../providers/Toasts';
import type { SessionStore } from './sessionStore';

const SESSION_EXPIRED_EVENT = 'session-expired';

/**
 * The Apollo client and the session on it, for one mount of the app (see SessionRoot): the
 * session is published here for the pages, which SessionRoot gives it to, so the pages keep
 * their place in the tree when this chunk arrives after them (a form keeps what was typed).
 */
export function createSessionStore(): SessionStore {
  // The client lives outside React's tree of state, so it tells the session through an event.
  const expiry = new EventTarget();
  const client = createApolloClient({
    onSessionExpired: () => expiry.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
  });
  const listeners = new Set<() => void>();
  let session: Session | null = null;
  return {
    client,
    apolloContext: { client },
    expiry,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => session,
    publish(next) {
      session = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * What this chunk draws beside the pages (SessionRoot puts it before them, so it renders first):
 * the toasts, and the session, which renders nothing and publishes itself to the store.
 */
export function SessionEngine({ store }: { store: SessionStore }) {
  return (
    <>
      <ToastsHost />
      <SessionProvider store={store} />
    </>
  );
}

/**
 * The user comes from the Me query in Apollo's cache, so anything the server returns for the
 * same User id (onboarding, profile, verification) updates the session without extra code.
 */
function SessionProvider({ store }: { store: SessionStore }) {
  const client = useApolloClient();
  const [token, setToken] = useState<string | null>(readToken);
  const [error, setError] = useState<string | null>(null);

  const me = useQuery(MeDocument, token ? {} : skipToken);
  const user = token ? (me.data?.me ?? null) : null;
  // Set while rendering, so every page below formats with the account's zone and language at
  // once (it only changes what the formatters answer; it renders nothing).
  setDisplay(user);
  const loading = token !== null && !user && !me.error;

  // A signed-in user's pictures come at addresses that expire: one that fails brings new ones.
  useEffect(() => (token ? refreshExpiredMedia(client) : undefined), [client, token]);

  // If loading the user fails, the stored token is dropped and nobody is signed in.
  useEffect(() => {
    if (token && me.error) {
      removeToken();
      setToken(null);
    }
  }, [token, me.error]);

  const clearSession = useCallback(() => {
    removeToken();
    setToken(null);
    setError(null);
    // Nothing of the previous user may stay readable; requests still in flight are dropped.
    client.clearStore().catch(() => undefined);
  }, [client]);

  const expireSession = useCallback(() => {
    if (!readToken()) return;
    clearSession();
    queueToast(ERRORS.sessionExpired, 'error');
  }, [clearSession]);

  useEffect(() => {
    const { expiry } = store;
    expiry.addEventListener(SESSION_EXPIRED_EVENT, expireSession);
    return () => expiry.removeEventListener(SESSION_EXPIRED_EVENT, expireSession);
  }, [store, expireSession]);

  const mergeUser = useCallback(
    (next: SessionUser) => {
      const data = { __typename: 'User' as const, ...next };
      client.writeFragment({
        id: client.cache.identify(data),
        fragment: SessionUserFragmentDoc,
        data,
      });
    },
    [client],
  );

  const establish = useCallback(
    (result: { token: string; user: SessionUser } | undefined, fallback: string) => {
      if (!result) throw new Error(fallback);
      // The cache gets the user before the token flips, so the Me query finds it there and
      // the guards see a signed-in user on the very next render, with no extra request.
      client.writeQuery({ query: MeDocument, data: { me: result.user } });
      storeToken(result.token);
      setToken(result.token);
      setError(null);
      // The pages get the user before the caller goes on (it may go straight to a page that
      // needs one); the next render publishes the same user from the cache.
      setDisplay(result.user);
      store.publish({ ...store.getSnapshot()!, user: result.user, loading: false, error: null });
      return result.user;
    },
    [client, store],
  );

  const [loginMutation] = useMutation(LoginDocument);
  const [registerMutation] = useMutation(RegisterDocument);

  const login = useCallback(
    async (input: LoginInput) => {
      try {
        const { data } = await loginMutation({ variables: { input } });
        return establish(data?.login, ERRORS.login);
      } catch (failure) {
        setError(errorMessage(failure, ERRORS.login));
        throw failure;
      }
    },
    [loginMutation, establish],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      try {
        const { data } = await registerMutation({ variables: { input } });
        return establish(data?.register, ERRORS.register);
      } catch (failure) {
        setError(errorMessage(failure, ERRORS.register));
        throw failure;
      }
    },
    [registerMutation, establish],
  );

  const endSession = useCallback(
    (confirmation: string) => {
      clearSession();
      queueToast(confirmation, 'success');
    },
    [clearSession],
  );

  const logout = useCallback(() => endSession(SUCCESS.logout), [endSession]);

  const session = useMemo<Session>(
    () => ({
      user,
      loading,
      error,
      login,
      register,
      logout,
      endSession,
      expireSession,
      mergeUser,
    }),
    [user, loading, error, login, register, logout, endSession, expireSession, mergeUser],
  );

  // Before the pages render with it, and before paint.
  useLayoutEffect(() => store.publish(session), [store, session]);
  return null;
}
