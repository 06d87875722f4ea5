import { useEffect, useRef, useState } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { BRAND } from '@/content/brand';
import { SHELL_COPY } from '@/content/system-copy';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useHydrated } from '@/hooks/use-hydrated';

/** Spec section 9: the intro plays for about 2 seconds. */
export const INTRO_DURATION_MS = 2000;

/**
 * Branded intro card on the first load of a browser session. It is marked as seen as soon
 * as it starts, so a reload during the intro does not replay it. Motion is CSS-only and switched
 * off under prefers-reduced-motion; then a timer removes the overlay.
 *
 * Prerendered pages carry it in their HTML, as for a first load, so it plays from the first paint;
 * for a visitor who has seen it, app/pre-paint.ts hides it before that paint, and hydration removes it.
 */
export function IntroAnimation() {
  const [seenBefore] = useState(() => typeof window !== 'undefined' && readStorage('sessionStorage', STORAGE_KEYS.introSeen) !== null);
  const [over, setOver] = useState(false);
  const hydrated = useHydrated();
  const playing = hydrated && !seenBefore && !over;
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!playing) return;
    writeStorage('sessionStorage', STORAGE_KEYS.introSeen, 'true');
    const finish = () => setOver(true);
    // The CSS exit animation started with the overlay's first paint, which for a prerendered
    // page came before this script ran: go when it ends. Without it (reduced motion), after 2 s.
    const exit = overlay.current?.getAnimations?.().find((a) => (a as CSSAnimation).animationName === 'intro-exit');
    if (exit) {
      let active = true;
      exit.finished.then(
        () => active && finish(),
        () => active && finish(),
      );
      return () => {
        active = false;
      };
    }
    const timer = setTimeout(finish, INTRO_DURATION_MS);
    return () => clearTimeout(timer);
  }, [playing]);

  if (hydrated && !playing) return null;

  return (
    // The page stays visible and usable around the card: a visitor reads the landing from its
    // first paint instead of waiting behind a curtain, and only the card takes pointer events.
    // Anchored by its top, not centred, so nothing inside it can move the card.
    <div
      role="status"
      aria-label={SHELL_COPY.introLabel}
      data-testid="intro-animation"
      data-dismissible="intro"
      ref={overlay}
      className="pointer-events-none fixed inset-x-0 top-[22vh] z-[200] flex justify-center px-6 motion-safe:animate-intro-exit"
    >
      <div className="pointer-events-auto relative flex w-full max-w-xs flex-col items-center gap-4 overflow-hidden rounded-panel bg-brand-950 px-6 pt-8 pb-3 text-center text-white shadow-elevated">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(80%_60%_at_50%_30%,rgb(124_58_237/0.55),transparent_70%),radial-gradient(60%_50%_at_75%_85%,rgb(79_70_229/0.45),transparent_70%)]"
        />
        <LogoMark className="relative size-16 shadow-glow motion-safe:animate-intro-mark" />
        <p className="relative font-display text-3xl font-extrabold tracking-tight motion-safe:animate-intro-word">{BRAND.name}</p>
        <span
          aria-hidden="true"
          className="relative h-1 w-32 origin-left rounded-full bg-linear-to-r from-brand-300 via-white to-brand-300 motion-safe:animate-intro-reel"
        />
        <p className="relative text-xs font-medium tracking-wide text-brand-100 uppercase motion-safe:animate-intro-tagline">{BRAND.tagline}</p>
        <button
          type="button"
          onClick={() => setOver(true)}
          className="relative rounded-control px-4 py-2 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          {SHELL_COPY.skipIntro}
        </button>
      </div>
    </div>
  );
}
