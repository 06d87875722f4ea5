import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { sendRequest, throwIfNotOk } from './api-client';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** Default fetcher: GET on the query key parts joined with `/`, parsed as JSON. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const response = await sendRequest('GET', url, undefined, signal);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response, url);
    return (await response.json()) as T;
  };
}

/**
 * Data changes only when this app changes it, so nothing refetches on its own: results never go
 * stale, no refetch on focus, no polling, no retries (spec section 9). Features opt in per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
