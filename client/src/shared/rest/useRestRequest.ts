import { useCallback } from 'react';
import { useSession } from '../session/sessionContext';
import { restRequest, type RestRequestInit } from './restRequest';

/** restRequest bound to the session, so a refused token ends it as a GraphQL 401 does. */
export function useRestRequest() {
  const { expireSession } = useSession();
  return useCallback(
    <T extends object>(path: string, init: Omit<RestRequestInit, 'onSessionExpired'>) =>
      restRequest<T>(path, { ...init, onSessionExpired: expireSession }),
    [expireSession],
  );
}
