import type { ActivityType, StreakResponse } from '@common/contracts/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { ACHIEVEMENTS_KEY, STATS_KEY, STREAK_KEY } from './keys';

/** The browser's IANA zone: the server counts a streak's days in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** POST /api/gamification/record-activity with the browser's zone. */
export const recordActivity = (activityType: ActivityType) =>
  apiJson<StreakResponse>('POST', '/api/gamification/record-activity', { activityType, timeZone: browserTimeZone() });

/** Refreshes streak, stats and achievements (spec 7). */
export function useRecordActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordActivity,
    onSuccess: (streak) => queryClient.setQueryData(STREAK_KEY, streak),
    onSettled: () => {
      for (const queryKey of [STREAK_KEY, STATS_KEY, ACHIEVEMENTS_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
