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
          className="inline-flex h-9 shrink-0 items-center gap-2 rounded-full border border-border bg-surface-muted px-2.5 text-sm font-semibold whitespace-nowrap text-ink hover:border-primary/40 sm:px-3"
        >
          {/* phones keep the level; the streak needs the width the menu button takes */}
          <span aria-hidden="true" className="hidden sm:inline">
            🔥 {data.currentStreak}
          </span>
          <span aria-hidden="true" className="hidden text-ink-subtle sm:inline">
            ·
          </span>
          <span aria-hidden="true">Lv {data.level}</span>
        </Link>
      ) : null}
      <AchievementToastHost />
    </>
  );
}
