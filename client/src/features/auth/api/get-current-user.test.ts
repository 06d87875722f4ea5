import { describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '@/lib/page-navigation';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/utils';
import { currentUserQueryOptions } from './get-current-user';

describe('the session lookup', () => {
  it('a 401 resolves to null without leaving the page', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { message: 'Not signed in' })),
    );
    expect(await createQueryClient().fetchQuery(currentUserQueryOptions())).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('still throws on other failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Database down' })),
    );
    await expect(createQueryClient().fetchQuery(currentUserQueryOptions())).rejects.toThrow('Database down');
  });
});
