import type { LeaderboardResponse } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';
import { CACHE_MS, LEADERBOARD_KEY } from './keys';

/** GET /api/gamification/leaderboard/global */
export const getGlobalLeaderboard = (limit?: number) => apiJson<LeaderboardResponse>('GET', `/api/gamification/leaderboard/global${queryString({ limit })}`);

export const globalLeaderboardQueryOptions = (limit?: number) =>
  queryOptions({ queryKey: [...LEADERBOARD_KEY, 'global', { limit }], queryFn: () => getGlobalLeaderboard(limit), staleTime: CACHE_MS.leaderboard });

export function useGlobalLeaderboard(limit?: number) {
  return useQuery(globalLeaderboardQueryOptions(limit));
}
