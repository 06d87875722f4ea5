import type { StreakResponse } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { CACHE_MS, STREAK_KEY } from './keys';

/** GET /api/gamification/streak: current and longest streak, today, the last 30 days, freeze tokens. */
export const getStreak = () => apiJson<StreakResponse>('GET', '/api/gamification/streak');

export const streakQueryOptions = () => queryOptions({ queryKey: STREAK_KEY, queryFn: getStreak, staleTime: CACHE_MS.streak });

export function useStreak() {
  return useQuery(streakQueryOptions());
}
