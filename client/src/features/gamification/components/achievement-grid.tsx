import { ACHIEVEMENTS_COPY as COPY } from '@/content/gamification-copy';
import { useAchievements } from '../api/get-achievements';
import { RARITY_STYLES } from './rarity-styles';

/** Every achievement as a card: rarity, locked or unlocked, progress and reward. */
export function AchievementGrid() {
  const { data } = useAchievements();
  if (!data) return null;
  return (
    <section aria-labelledby="achievements-heading" className="grid gap-4">
      <h2 id="achievements-heading" className="text-lg font-semibold text-ink">
        {COPY.heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.achievements.map((a) => {
          const style = RARITY_STYLES[a.rarity];
          return (
            <li
              key={a.id}
              data-testid={`achievement-card-${a.id}`}
              data-unlocked={a.unlocked}
              className={`grid gap-2 rounded-card border-2 bg-surface p-4 ${a.unlocked ? style.border : 'border-border'}`}
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-10 items-center justify-center rounded-full text-xl ${a.unlocked ? style.soft : 'bg-surface-muted grayscale'}`}
                >
                  {a.unlocked ? a.icon : '🔒'}
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{a.name}</h3>
                  <p className={`text-xs font-semibold uppercase ${style.text}`}>
                    {style.label} · {a.unlocked ? COPY.unlocked : COPY.locked}
                  </p>
                </div>
              </div>
              <p className="text-sm text-ink-muted">{a.description}</p>
              <div
                role="progressbar"
                aria-label={COPY.progressLabel(a.name)}
                aria-valuemin={0}
                aria-valuemax={a.progress.target}
                aria-valuenow={a.progress.current}
                className="h-1.5 overflow-hidden rounded-full bg-surface-muted"
              >
                <div className="h-full bg-primary" style={{ width: `${a.progress.percent}%` }} />
              </div>
              <p className="text-xs text-ink-muted">{COPY.progress(a.progress.current, a.progress.target, a.creditsReward, a.specialPerks.xp)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
