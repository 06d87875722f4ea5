import type { StreakResponse } from '@common/contracts/gamification';
import { STREAK_COPY as COPY } from '@/content/gamification-copy';
import { useBuyFreezeToken } from '../api/buy-freeze-token';
import { useStreak } from '../api/get-streak';
import { useUseFreezeToken } from '../api/use-freeze-token';
import { CARD_CLASS } from './card-classes';

const DAY_STYLE: Record<StreakResponse['days'][number]['state'], string> = {
  active: 'bg-primary text-on-primary',
  frozen: 'bg-rarity-rare/20 text-ink',
  missed: 'bg-danger-soft text-ink',
  none: 'bg-surface-muted text-ink-muted',
};

const tokenButtonClass = 'rounded-control border border-border px-3 py-1.5 text-sm font-semibold text-ink hover:border-primary/40 disabled:opacity-50';

/** The streak, its last 30 days, and the freeze tokens that protect a day. */
export function StreakCard() {
  const { data } = useStreak();
  const useToken = useUseFreezeToken();
  const buyToken = useBuyFreezeToken();
  if (!data) return <section className={CARD_CLASS} aria-busy="true" aria-label={COPY.busyLabel} />;
  return (
    <section className={CARD_CLASS} aria-labelledby="streak-heading" data-testid="streak-card">
      <h2 id="streak-heading" className="text-lg font-semibold text-ink">
        <span aria-hidden="true">🔥</span> {COPY.heading(data.currentStreak)}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{COPY.summary(data.longestStreak, data.nextMilestone, COPY.today[data.todayState])}</p>
      <ol className="mt-4 grid grid-cols-10 gap-1.5" aria-label={COPY.lastDays}>
        {data.days.map((day) => (
          <li
            key={day.date}
            aria-label={`${day.date}: ${COPY.day[day.state]}`}
            title={`${day.date}: ${COPY.day[day.state]}`}
            className={`flex aspect-square items-center justify-center rounded-md text-xs ${DAY_STYLE[day.state]}`}
          >
            <span aria-hidden="true">{Number(day.date.slice(8))}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink" data-testid="freeze-tokens">
          <span aria-hidden="true">🧊</span> {COPY.tokens(data.freezeTokens, data.maxFreezeTokens)}
        </p>
        <button
          type="button"
          className={tokenButtonClass}
          disabled={data.freezeTokens === 0 || data.todayState !== 'open' || useToken.isPending}
          onClick={() => useToken.mutate()}
        >
          {COPY.protectToday}
        </button>
        <button
          type="button"
          className={tokenButtonClass}
          disabled={data.freezeTokens >= data.maxFreezeTokens || buyToken.isPending}
          onClick={() => buyToken.mutate()}
        >
          {COPY.buyToken(data.freezeTokenCostCredits)}
        </button>
      </div>
    </section>
  );
}
