import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { ERRORS } from '@postpilot/common';
import { throwError } from 'rxjs';
import { readToken } from '../../shared/session/tokenStorage';
import { SessionExpiredError } from '../../shared/apollo/errors';
import { attachFreshness, QueryFreshness } from '../../shared/apollo/freshness';

export interface ApolloClientOptions {
  /** Called once when a request made with the current token is refused as unauthenticated. */
  onSessionExpired: () => void;
}

function bearerOf(headers: unknown): string | undefined {
  const authorization = (headers as Record<string, string> | undefined)?.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')
  );
}

export function createApolloClient({ onSessionExpired }: ApolloClientOptions): ApolloClient {
  const freshness = new QueryFreshness();

  const authLink = new SetContextLink(({ headers }) => {
    const token = readToken();
    return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });

  // Only a request that carried the token still held counts: a wrong password on sign-in is
  // also UNAUTHENTICATED, and a late answer to a previous session must not end the new one.
  const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
    const sentToken = bearerOf(operation.getContext().headers);
    if (!sentToken || sentToken !== readToken() || !isUnauthenticated(error)) return;
    onSessionExpired();
    return throwError(() => new SessionExpiredError(ERRORS.sessionExpired));
  });

  // One retry for reads that failed on the way; a mutation is never sent twice, and
  // an answer the server gave on purpose (4xx) would only be given again.
  const retryLink = new RetryLink({
    delay: { initial: 500, max: 2000, jitter: true },
    attempts: {
      max: 2,
      retryIf: (error, operation) =>
        operation.operationType === 'query' &&
        !(ServerError.is(error) && error.statusCode >= 400 && error.statusCode < 500),
    },
  });

  const httpLink = new HttpLink({
    // Absolute, so the same code runs in a browser and under Node's fetch in tests.
    uri: () => new URL('/graphql', window.location.href).href,
  });

  const client = new ApolloClient({
    link: ApolloLink.from([sessionExpiryLink, retryLink, authLink, freshness.link(), httpLink]),
    cache: new InMemoryCache(),
    // Every request goes to the server. Apollo would answer a query with the answer of the same
    // query already on its way, but a request sent before a change answers as things were
    // before it: fetched again after "Approve all", the dashboard kept the answer of the fetch
    // its previous action had started, and the approved posts never reached its upcoming list.
    queryDeduplication: false,
  });
  attachFreshness(client, freshness);
  return client;
}
