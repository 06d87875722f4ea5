import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/utils';
import { pageNavigation } from './page-navigation';
import { createQueryClient, getQueryFn } from './query-client';

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
    const observer = new QueryObserver(createQueryClient(), { queryKey: ['/api/flaky'] });
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

describe('default query function', () => {
  it('GETs the query key joined with "/" with cookies and returns the JSON', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { streak: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/gamification', 'streak'] });
    expect(data).toEqual({ streak: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/gamification/streak',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('returnNull: a 401 resolves to null without leaving the page', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { message: 'Not signed in' })));
    const data = await createQueryClient().fetchQuery({
      queryKey: ['/api/auth/me'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('returnNull still throws on other failures', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(500, { message: 'Database down' })));
    await expect(
      createQueryClient().fetchQuery({ queryKey: ['/api/auth/me'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).rejects.toThrow('Database down');
  });

  it('throw (the default): a 401 rejects with the server message and goes to /auth', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { message: 'Session expired' })));
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/gamification/stats'] })).rejects.toThrow(
      'Session expired',
    );
    expect(assign).toHaveBeenCalledWith('/auth');
  });
});
