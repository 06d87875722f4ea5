import { useEffect, useState } from 'react';
import { ACHIEVEMENTS_COPY, PREVIEW_ACHIEVEMENTS, TIMINGS } from '@/content/interactive-sections';
import { cn } from '@/lib/cn';
import { MarketingSection } from '../components/marketing-section';

const LOCKED_IDS = PREVIEW_ACHIEVEMENTS.filter((a) => !a.unlocked).map((a) => a.id);

/** Six cards, two unlocked; a locked card highlights for 2 s on click; once all four were previewed a celebration shows for 3 s. */
export default function AchievementPreview() {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<ReadonlySet<string>>(new Set());
  const [celebrating, setCelebrating] = useState(false);

  useEffect(() => {
    if (!highlighted) return;
    const id = window.setTimeout(() => setHighlighted(null), TIMINGS.achievementHighlightMs);
    return () => window.clearTimeout(id);
  }, [highlighted]);

  useEffect(() => {
    if (!celebrating) return;
    const id = window.setTimeout(() => setCelebrating(false), TIMINGS.achievementCelebrationMs);
    return () => window.clearTimeout(id);
  }, [celebrating]);

  const preview = (id: string) => {
    setHighlighted(id);
    if (previewed.has(id)) return;
    const next = new Set(previewed).add(id);
    setPreviewed(next);
    if (LOCKED_IDS.every((locked) => next.has(locked))) setCelebrating(true);
  };

  return (
    <MarketingSection id="achievement-preview" heading={ACHIEVEMENTS_COPY.heading} intro={ACHIEVEMENTS_COPY.intro} tone="muted">
      <div role="status" className="min-h-8">
        {celebrating && <p className="rounded-card bg-warning-soft px-4 py-2 text-sm font-bold text-warning">{ACHIEVEMENTS_COPY.celebration}</p>}
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PREVIEW_ACHIEVEMENTS.map((achievement) => {
          const isHighlighted = highlighted === achievement.id;
          const body = (
            <>
              <span className="flex items-center justify-between gap-2">
                <span className="font-bold text-ink">{achievement.title}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    achievement.unlocked ? 'bg-success-soft text-success' : 'bg-surface-muted text-ink-muted',
                  )}
                >
                  {achievement.unlocked ? ACHIEVEMENTS_COPY.unlocked : ACHIEVEMENTS_COPY.locked}
                </span>
              </span>
              <span className="mt-1 block text-sm text-ink-muted">{achievement.description}</span>
              <span className="mt-3 block text-xs text-ink-subtle">
                {achievement.milestone} · {achievement.reward} · {achievement.progress}%
              </span>
            </>
          );
          const cardClass = cn(
            'block h-full w-full rounded-card border p-5 text-left transition-shadow',
            isHighlighted ? 'border-primary shadow-glow' : 'border-border bg-surface',
          );
          return (
            <li key={achievement.id} data-highlighted={isHighlighted || undefined} data-testid={`achievement-${achievement.id}`}>
              {achievement.unlocked ? (
                <div className={cn(cardClass, 'bg-success-soft')}>{body}</div>
              ) : (
                <button type="button" className={cardClass} onClick={() => preview(achievement.id)}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </MarketingSection>
  );
}
