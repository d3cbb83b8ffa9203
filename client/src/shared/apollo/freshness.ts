import { ApolloLink, type ApolloClient, type OperationVariables } from '@apollo/client';
import { QUERY_FRESH_MS } from '@postpilot/common';
import { tap } from 'rxjs';

/**
 * When each query (by name and variables) last came back from the server, so a screen can
 * reuse cached data younger than QUERY_FRESH_MS (5 minutes) instead of asking again.
 */
export class QueryFreshness {
  private readonly fetchedAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  static key(operationName: string | undefined, variables: OperationVariables = {}): string {
    return `${operationName ?? ''}:${JSON.stringify(variables)}`;
  }

  markFetched(key: string): void {
    this.fetchedAt.set(key, this.now());
  }

  isFresh(key: string): boolean {
    const at = this.fetchedAt.get(key);
    return at !== undefined && this.now() - at < QUERY_FRESH_MS;
  }

  clear(): void {
    this.fetchedAt.clear();
  }

  /** Records every query answered without errors. */
  link(): ApolloLink {
    return new ApolloLink((operation, forward) =>
      forward(operation).pipe(
        tap((result) => {
          if (operation.operationType === 'query' && !result.errors) {
            this.markFetched(QueryFreshness.key(operation.operationName, operation.variables));
          }
        }),
      ),
    );
  }
}

const registries = new WeakMap<ApolloClient, QueryFreshness>();

export function attachFreshness(client: ApolloClient, freshness: QueryFreshness): void {
  registries.set(client, freshness);
  client.onClearStore(async () => freshness.clear());
}

export function freshnessOf(client: ApolloClient): QueryFreshness | undefined {
  return registries.get(client);
}
