import type { MyAchievementsResponse } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { CACHE_MS, MY_ACHIEVEMENTS_KEY } from './keys';

/** GET /api/gamification/my-achievements: unlocked achievements with hasBeenSeen. */
export const getMyAchievements = () => apiJson<MyAchievementsResponse>('GET', '/api/gamification/my-achievements');

export const myAchievementsQueryOptions = () => queryOptions({ queryKey: MY_ACHIEVEMENTS_KEY, queryFn: getMyAchievements, staleTime: CACHE_MS.myAchievements });

export function useMyAchievements() {
  return useQuery(myAchievementsQueryOptions());
}
