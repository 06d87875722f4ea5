import { useEffect } from 'react';
import { Link } from 'wouter';
import { useCheckAchievements } from '../api/check-achievements';
import { useGamificationStats } from '../api/get-stats';
import { useRecordActivity } from '../api/record-activity';
import { AchievementToastHost } from './achievement-toast-host';

// once per page load: opening the studio is today's activity (with the browser's zone)
let recorded = false;

/** The studio header's compact streak and level, and the achievement toasts; silent when gamification fails. */
export function GamificationHeader() {
  const { data, isError } = useGamificationStats();
  const recordActivity = useRecordActivity();
  const checkAchievements = useCheckAchievements();
  useEffect(() => {
    if (recorded) return;
    recorded = true;
    recordActivity.mutate('daily_visit', { onSettled: () => checkAchievements.mutate() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, []);
  return (
    <>
      {data && !isError ? (
        <Link
          href="/gamification"
          data-testid="gamification-indicator"
          aria-label={`Streak ${data.currentStreak} ${data.currentStreak === 1 ? 'day' : 'days'}, level ${data.level}. View achievements`}
          className="hidden h-9 shrink-0 items-center gap-2 rounded-full border border-border bg-surface-muted px-3 text-sm font-semibold whitespace-nowrap text-ink hover:border-primary/40 sm:inline-flex"
        >
          <span aria-hidden="true">🔥 {data.currentStreak}</span>
          <span aria-hidden="true" className="text-ink-subtle">·</span>
          <span aria-hidden="true">Lv {data.level}</span>
        </Link>
      ) : null}
      <AchievementToastHost />
    </>
  );
}
