import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ApolloProvider,
  useApolloClient,
  useMutation,
  useQuery,
  skipToken,
} from '@apollo/client/react';
import { ERRORS, SUCCESS } from '@postpilot/common';
import { useSnackbar } from 'notistack';
import {
  LoginDocument,
  MeDocument,
  RegisterDocument,
  SessionUserFragmentDoc,
  type LoginInput,
  type RegisterInput,
} from '../../gql/graphql';
import { errorMessage } from '../../shared/apollo/errors';
import {
  SessionContext,
  type Session,
  type SessionUser,
} from '../../shared/session/sessionContext';
import { readToken, removeToken, storeToken } from '../../shared/session/tokenStorage';
import { setDisplay } from '../../shared/format/display';
import { createApolloClient } from '../apollo/createApolloClient';
import { Toasts } from '../providers/Toasts';

const SESSION_EXPIRED_EVENT = 'session-expired';

/**
 * Toasts, the Apollo client and the session on it. Loaded as its own chunk (see SessionRoot):
 * the front page of a signed-out visitor needs none of them.
 */
export function ApolloSession({ children }: { children: ReactNode }) {
  // The client lives outside React's tree of state, so it tells the session through an event.
  const [expiry] = useState(() => new EventTarget());
  const [client] = useState(() =>
    createApolloClient({
      onSessionExpired: () => expiry.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
    }),
  );
  return (
    <Toasts>
      <ApolloProvider client={client}>
        <SessionProvider expiry={expiry}>{children}</SessionProvider>
      </ApolloProvider>
    </Toasts>
  );
}

interface SessionProviderProps {
  /** Fires when the Apollo client saw the held token refused (see createApolloClient). */
  expiry: EventTarget;
  children: ReactNode;
}

/**
 * The user comes from the Me query in Apollo's cache, so anything the server returns for the
 * same User id (onboarding, profile, verification) updates the session without extra code.
 */
function SessionProvider({ expiry, children }: SessionProviderProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [token, setToken] = useState<string | null>(readToken);
  const [error, setError] = useState<string | null>(null);

  const me = useQuery(MeDocument, token ? {} : skipToken);
  const user = token ? (me.data?.me ?? null) : null;
  // Set while rendering, so every page below formats with the account's zone and language at
  // once (it only changes what the formatters answer; it renders nothing).
  setDisplay(user);
  const loading = token !== null && !user && !me.error;

  // Spec §4: if loading the user fails, the stored token is dropped and nobody is signed in.
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
    enqueueSnackbar(ERRORS.sessionExpired, { variant: 'error' });
  }, [clearSession, enqueueSnackbar]);

  useEffect(() => {
    expiry.addEventListener(SESSION_EXPIRED_EVENT, expireSession);
    return () => expiry.removeEventListener(SESSION_EXPIRED_EVENT, expireSession);
  }, [expiry, expireSession]);

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
      return result.user;
    },
    [client],
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
      enqueueSnackbar(confirmation, { variant: 'success' });
    },
    [clearSession, enqueueSnackbar],
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

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
