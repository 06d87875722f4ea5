import type { LeaderboardResponse } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';
import { CACHE_MS, LEADERBOARD_KEY } from './keys';

/** GET /api/gamification/leaderboard/weekly */
export const getWeeklyLeaderboard = (limit?: number) => apiJson<LeaderboardResponse>('GET', `/api/gamification/leaderboard/weekly${queryString({ limit })}`);

export const weeklyLeaderboardQueryOptions = (limit?: number) =>
  queryOptions({ queryKey: [...LEADERBOARD_KEY, 'weekly', { limit }], queryFn: () => getWeeklyLeaderboard(limit), staleTime: CACHE_MS.leaderboard });

export function useWeeklyLeaderboard(limit?: number) {
  return useQuery(weeklyLeaderboardQueryOptions(limit));
}
