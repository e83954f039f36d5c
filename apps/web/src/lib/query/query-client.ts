import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../http/api-error';

/**
 * Retries only what may succeed on a second try: a 4xx answer will not change, while a network
 * blip or a 5xx might. 401s never reach here unhandled: the HTTP client refreshes first.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
