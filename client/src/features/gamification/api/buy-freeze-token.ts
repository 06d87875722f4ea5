import type { StreakResponse } from '@common/contracts/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCredits } from '@/features/credits';
import { apiJson } from '@/lib/api-json';
import { STATS_KEY, STREAK_KEY } from './keys';

/** POST /api/gamification/buy-freeze-token: one token for credits. */
export const buyFreezeToken = () => apiJson<StreakResponse>('POST', '/api/gamification/buy-freeze-token');

export function useBuyFreezeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyFreezeToken,
    onSettled: () => {
      for (const queryKey of [STREAK_KEY, STATS_KEY]) void queryClient.invalidateQueries({ queryKey });
      invalidateCredits(queryClient);
    },
  });
}
