import type { StreakResponse } from '@common/contracts/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { STATS_KEY, STREAK_KEY } from './keys';

/** POST /api/gamification/use-freeze-token: protects today (409 with a message when it cannot). */
export const useFreezeTokenCall = () => apiJson<StreakResponse>('POST', '/api/gamification/use-freeze-token');

/** Refreshes streak and stats (spec 7). */
export function useUseFreezeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useFreezeTokenCall,
    onSettled: () => {
      for (const queryKey of [STREAK_KEY, STATS_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
