import { QueryClient } from '@tanstack/react-query';

/**
 * Data changes only when this app changes it, so nothing refetches on its own: results never go
 * stale, no refetch on focus, no polling, no retries (spec section 9). Features opt in per query.
 * There is no default query function: every query names its fetcher through its feature's
 * query-options factory (`features/<name>/api/`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
