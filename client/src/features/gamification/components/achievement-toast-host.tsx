import type { UserAchievement } from '@common/contracts/gamification';
import { ACHIEVEMENT_TOAST_MS, CONFETTI_PARTICLES } from '@common/rules/gamification';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMyAchievements } from '../api/get-my-achievements';
import { MY_ACHIEVEMENTS_KEY, STATS_KEY } from '../api/keys';
import { useMarkAchievementSeen } from '../api/mark-achievement-seen';
import { RARITY_STYLES } from './rarity-styles';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

async function fireConfetti(particleCount: number) {
  // heavy and rarely needed: its own chunk, loaded only for a rare or better unlock
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(undefined, { resize: true, useWorker: false });
  await fire({ particleCount, spread: 70, origin: { x: 0.85, y: 0.15 }, disableForReducedMotion: true });
}

/** After a render finishes, its award arrives from a worker moments later: look again a few times. */
const AFTER_RENDER_REFRESH_MS = [1_000, 3_000, 6_000, 10_000];

/** Refreshes achievements when a studio video this page watched goes from rendering to completed. */
function useRefreshAfterRenders() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const running = new Set<unknown>();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const key = event.query.queryKey;
      if (key[0] !== '/api/studio/videos' || key.length !== 2) return;
      const status = (event.query.state.data as { status?: string } | undefined)?.status;
      if (status === 'queued' || status === 'processing') running.add(key[1]);
      else if (status === 'completed' && running.delete(key[1])) {
        for (const ms of AFTER_RENDER_REFRESH_MS) {
          timers.push(
            setTimeout(() => {
              for (const queryKey of [MY_ACHIEVEMENTS_KEY, STATS_KEY]) void queryClient.invalidateQueries({ queryKey });
            }, ms),
          );
        }
      }
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [queryClient]);
}

function AchievementToast({ unlocked, confetti, onClose }: { unlocked: UserAchievement; confetti: number; onClose: () => void }) {
  const { achievement } = unlocked;
  const style = RARITY_STYLES[achievement.rarity];
  return (
    <div
      data-testid="achievement-toast"
      data-rarity={achievement.rarity}
      data-confetti={confetti}
      className={`pointer-events-auto w-full animate-toast-in rounded-card border-2 bg-surface p-4 shadow-elevated motion-reduce:animate-none ${style.border}`}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl ${style.soft}`}>
          {achievement.icon}
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className={`text-xs font-semibold tracking-wide uppercase ${style.text}`}>Achievement unlocked! · {style.label}</p>
          <p className="text-base font-semibold text-ink">{achievement.name}</p>
          <p className="text-sm text-ink-muted">{achievement.description}</p>
          <p className="text-sm text-ink-muted">
            {achievement.specialPerks.message}
            {achievement.specialPerks.xp > 0 ? ` +${achievement.specialPerks.xp} XP.` : ''}
            {achievement.creditsReward > 0 ? ` +${achievement.creditsReward} credits.` : ''}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Dismiss"
          className="rounded-control px-2 py-1 text-lg leading-none text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          ×
        </button>
      </div>
    </div>
  );
}

/**
 * The achievement-unlocked toast (spec 2 and 4): unseen achievements queue and show one at a time
 * in the app's top-right live region (announced politely); rare, epic and legendary fire 50, 100
 * or 200 confetti particles unless the user prefers reduced motion; it closes after 5 s or on
 * dismiss, and closing marks it seen. It never takes focus or blocks the page; failures stay silent.
 */
export function AchievementToastHost() {
  useRefreshAfterRenders();
  const { data } = useMyAchievements();
  const { mutate: markSeen } = useMarkAchievementSeen();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  // oldest first: the server lists newest first
  const queue = (data?.achievements ?? []).filter((a) => !a.hasBeenSeen && !closed.has(a.achievementId)).reverse();
  const current = queue[0];
  const currentId = current?.achievementId;
  const confetti = current && !prefersReducedMotion() ? CONFETTI_PARTICLES[current.achievement.rarity] : 0;
  const fired = useRef(new Set<string>());

  const close = useCallback(() => {
    if (!currentId) return;
    setClosed((previous) => new Set(previous).add(currentId));
    markSeen(currentId);
  }, [currentId, markSeen]);

  useEffect(() => {
    if (!currentId) return;
    const timer = setTimeout(close, ACHIEVEMENT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [currentId, close]);

  useEffect(() => {
    if (!currentId || confetti === 0 || fired.current.has(currentId)) return;
    fired.current.add(currentId);
    void fireConfetti(confetti).catch(() => undefined);
  }, [currentId, confetti]);

  const slot = typeof document === 'undefined' ? null : document.getElementById('achievement-toast-slot');
  if (!slot || !current) return null;
  return createPortal(<AchievementToast key={current.achievementId} unlocked={current} confetti={confetti} onClose={close} />, slot);
}
