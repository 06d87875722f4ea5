import type { CheckAchievementsResponse } from '@common/contracts/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { ACHIEVEMENTS_KEY, MY_ACHIEVEMENTS_KEY, STATS_KEY } from './keys';

/** POST /api/gamification/check-achievements: the server re-evaluates its own counts; nothing is claimed. */
export const checkAchievements = () => apiJson<CheckAchievementsResponse>('POST', '/api/gamification/check-achievements', {});

/** Refreshes achievements, my-achievements and stats (spec 7). */
export function useCheckAchievements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkAchievements,
    onSettled: () => {
      for (const queryKey of [ACHIEVEMENTS_KEY, MY_ACHIEVEMENTS_KEY, STATS_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
