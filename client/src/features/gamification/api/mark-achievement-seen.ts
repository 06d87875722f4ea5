import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { ACHIEVEMENTS_KEY, MY_ACHIEVEMENTS_KEY, STATS_KEY } from './keys';

/** POST /api/gamification/achievements/{id}/seen */
export const markAchievementSeen = (id: string) =>
  apiJson<{ achievementId: string; hasBeenSeen: true }>('POST', `/api/gamification/achievements/${encodeURIComponent(id)}/seen`);

/** Refreshes my-achievements, achievements and stats (spec 7); a failure stays silent (spec 8). */
export function useMarkAchievementSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAchievementSeen,
    onSettled: () => {
      for (const queryKey of [MY_ACHIEVEMENTS_KEY, ACHIEVEMENTS_KEY, STATS_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
