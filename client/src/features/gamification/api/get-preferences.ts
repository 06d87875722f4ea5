import type { z } from 'zod';
import type { preferencesResponseSchema } from '@common/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { PREFERENCES_KEY } from './keys';

export type GamificationPreferences = z.infer<typeof preferencesResponseSchema>;

/** GET /api/gamification/preferences: the stored time zone and leaderboard visibility. */
export const getPreferences = () => apiJson<GamificationPreferences>('GET', '/api/gamification/preferences');

export const preferencesQueryOptions = () => queryOptions({ queryKey: PREFERENCES_KEY, queryFn: getPreferences });

export function useGamificationPreferences() {
  return useQuery(preferencesQueryOptions());
}
