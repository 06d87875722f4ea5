import type { AccountSession } from '@common/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

export const SESSIONS_QUERY_KEY = ['/api/account/sessions'] as const;

export const getSessions = async () => (await apiJson<{ sessions: AccountSession[] }>('GET', '/api/account/sessions')).sessions;

export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: getSessions });

/** GET /api/account/sessions: the browsers signed in to this account, the current one marked. */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
