import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/utils';
import { apiJson } from './api-json';
import { pageNavigation } from './page-navigation';

describe('apiJson', () => {
  it('GETs the URL with cookies and returns the JSON', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { balance: 140, renderCost: 5 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiJson('GET', '/api/credits')).toEqual({ balance: 140, renderCost: 5 });
    expect(fetchMock).toHaveBeenCalledWith('/api/credits', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('a 401 rejects with the server message and goes to /auth', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { message: 'Session expired' })),
    );
    await expect(apiJson('GET', '/api/credits')).rejects.toThrow('Session expired');
    expect(assign).toHaveBeenCalledWith('/auth');
  });
});
