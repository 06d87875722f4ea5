import type { AchievementsResponse } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { ACHIEVEMENTS_KEY, CACHE_MS } from './keys';

/** GET /api/gamification/achievements: the catalogue with the caller's progress. */
export const getAchievements = () => apiJson<AchievementsResponse>('GET', '/api/gamification/achievements');

export const achievementsQueryOptions = () => queryOptions({ queryKey: ACHIEVEMENTS_KEY, queryFn: getAchievements, staleTime: CACHE_MS.achievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
