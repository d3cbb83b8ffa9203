import { useState } from 'react';
import type { OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { freshnessOf, QueryFreshness } from './freshness';

function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * Fetch policies for useQuery that keep data fresh for 5 minutes (QUERY_FRESH_MS): cached data
 * younger than that is shown without a request; older data is shown while it is refreshed.
 * Decided once per mount, as a data library's stale time would be.
 *
 *   useQuery(DashboardDocument, { ...useFreshFetchPolicy(DashboardDocument) })
 */
export function useFreshFetchPolicy(
  document: DocumentNode,
  variables?: OperationVariables,
): { fetchPolicy: WatchQueryFetchPolicy; nextFetchPolicy: WatchQueryFetchPolicy } {
  const client = useApolloClient();
  const [fetchPolicy] = useState<WatchQueryFetchPolicy>(() => {
    const key = QueryFreshness.key(operationNameOf(document), variables);
    return freshnessOf(client)?.isFresh(key) ? 'cache-first' : 'cache-and-network';
  });
  return { fetchPolicy, nextFetchPolicy: 'cache-first' };
}
