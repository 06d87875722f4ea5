import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/utils';
import { apiJson } from './api-json';
import { createQueryClient } from './query-client';

describe('query client defaults (spec section 9)', () => {
  it('never goes stale, never refetches on focus or on an interval, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('a failing query is tried exactly once', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(500, { message: 'Boom' }));
    vi.stubGlobal('fetch', fetchMock);
    const observer = new QueryObserver(createQueryClient(), { queryKey: ['/api/flaky'], queryFn: () => apiJson('GET', '/api/flaky') });
    const failed = new Promise<string | undefined>((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.isError) {
          unsubscribe();
          resolve(result.error.message);
        }
      });
    });
    expect(await failed).toBe('Boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
