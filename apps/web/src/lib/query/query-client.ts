import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { isApiError } from '../http/api-error';

/**
 * A QueryClient whose invalidation always ends in data fetched after it.
 *
 * TanStack Query's `invalidateQueries` restarts a refetch in flight, but joins a query's *first*
 * fetch (TanStack/query#8530): that fetch began before the change being announced, and its
 * answer then settles as current. A chat thread opened while the conversation list was still
 * loading stayed missing from it until the next change. Cancelling such a fetch first (a query
 * without data goes back to pending, at once) makes the refetch begin after the change.
 */
export class FreshQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    void this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus !== 'idle' &&
        (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/**
 * Retries only what may succeed on a second try: a 4xx answer will not change, while a network
 * blip or a 5xx might. 401s never reach here unhandled: the HTTP client refreshes first.
 */
export function createQueryClient(): QueryClient {
  return new FreshQueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
