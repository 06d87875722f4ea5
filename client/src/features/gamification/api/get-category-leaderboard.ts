import type { LeaderboardCategory, LeaderboardResponse } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';
import { CACHE_MS, LEADERBOARD_KEY } from './keys';

/** GET /api/gamification/leaderboard/category?category= */
export const getCategoryLeaderboard = (category: LeaderboardCategory, limit?: number) =>
  apiJson<LeaderboardResponse>('GET', `/api/gamification/leaderboard/category${queryString({ category, limit })}`);

export const categoryLeaderboardQueryOptions = (category: LeaderboardCategory, limit?: number) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'category', { category, limit }],
    queryFn: () => getCategoryLeaderboard(category, limit),
    staleTime: CACHE_MS.leaderboard,
  });

export function useCategoryLeaderboard(category: LeaderboardCategory, limit?: number) {
  return useQuery(categoryLeaderboardQueryOptions(category, limit));
}
