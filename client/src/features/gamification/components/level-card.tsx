import { LEVEL_COPY as COPY } from '@/content/gamification-copy';
import { useGamificationStats } from '../api/get-stats';
import { CARD_CLASS } from './card-classes';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Level, points and the ring of progress to the next level. */
export function LevelCard() {
  const { data } = useGamificationStats();
  if (!data) return <section className={CARD_CLASS} aria-busy="true" aria-label={COPY.busyLabel} />;
  return (
    <section className={`${CARD_CLASS} flex items-center gap-6`} aria-labelledby="level-heading" data-testid="level-card">
      <svg viewBox="0 0 120 120" className="size-28 shrink-0 -rotate-90" role="img" aria-label={COPY.ringLabel(data.level, data.progress.percent)}>
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-surface-muted" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className="stroke-primary"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - data.progress.percent / 100)}
        />
      </svg>
      <div className="grid gap-1">
        <h2 id="level-heading" className="text-title font-bold text-ink" data-testid="level">
          {COPY.level(data.level)}
        </h2>
        <p className="text-lg font-semibold text-ink" data-testid="points">
          {COPY.points(data.pointsLabel)}
        </p>
        <p className="text-sm text-ink-muted">
          {COPY.toNext(data.progress.pointsPerLevel - data.progress.pointsIntoLevel, data.level + 1)}
          {data.rank ? COPY.rank(data.rank) : ''}
          {COPY.achievements(data.achievementsUnlocked, data.achievementsTotal)}
        </p>
      </div>
    </section>
  );
}
