import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { LEADERBOARD_KEY, PREFERENCES_KEY, STATS_KEY } from './keys';

/** PUT /api/gamification/preferences: the leaderboard opt-out (and the time zone). */
export const updatePreferences = (body: { leaderboardVisible?: boolean; timeZone?: string }) =>
  apiJson<{ timeZone: string; leaderboardVisible: boolean }>('PUT', '/api/gamification/preferences', body);

export function useUpdatePreferences({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      onSuccess?.();
    },
    onError,
    onSettled: () => {
      for (const queryKey of [LEADERBOARD_KEY, STATS_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
