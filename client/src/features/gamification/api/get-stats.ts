import type { StatsResponse } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { CACHE_MS, STATS_KEY } from './keys';

/** GET /api/gamification/stats: points, level, rank, streaks, achievements, videos and lessons. */
export const getStats = () => apiJson<StatsResponse>('GET', '/api/gamification/stats');

export const statsQueryOptions = () => queryOptions({ queryKey: STATS_KEY, queryFn: getStats, staleTime: CACHE_MS.stats });

export function useGamificationStats() {
  return useQuery(statsQueryOptions());
}
