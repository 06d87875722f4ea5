import { useEffect, useRef, useState } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { BRAND } from '@/content/brand';
import { SHELL_COPY } from '@/content/system-copy';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useHydrated } from '@/lib/use-hydrated';

/** Spec section 9: the intro plays for about 2 seconds. */
export const INTRO_DURATION_MS = 2000;

/**
 * Branded full-screen intro on the first load of a browser session. It is marked as seen as soon
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
      exit.finished.then(() => active && finish(), () => active && finish());
      return () => {
        active = false;
      };
    }
    const timer = setTimeout(finish, INTRO_DURATION_MS);
    return () => clearTimeout(timer);
  }, [playing]);

  if (hydrated && !playing) return null;

  return (
    <div
      role="status"
      aria-label={SHELL_COPY.introLabel}
      data-testid="intro-animation"
      data-dismissible="intro"
      ref={overlay}
      className="fixed inset-0 z-[200] flex flex-col items-center justify-center overflow-hidden bg-brand-950 text-white motion-safe:animate-intro-exit"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60%_50%_at_50%_40%,rgb(124_58_237/0.55),transparent_70%),radial-gradient(40%_40%_at_70%_75%,rgb(79_70_229/0.45),transparent_70%)]"
      />
      <div className="relative flex flex-col items-center gap-5 px-6 text-center">
        <LogoMark className="size-20 shadow-glow motion-safe:animate-intro-mark" />
        <p className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl motion-safe:animate-intro-word">
          {BRAND.name}
        </p>
        <span
          aria-hidden="true"
          className="h-1 w-40 origin-left rounded-full bg-linear-to-r from-brand-300 via-white to-brand-300 motion-safe:animate-intro-reel"
        />
        <p className="text-sm font-medium tracking-wide text-brand-100 uppercase motion-safe:animate-intro-tagline">
          {BRAND.tagline}
        </p>
      </div>
      <button
        type="button"
        onClick={() => setOver(true)}
        className="absolute right-4 bottom-6 rounded-control px-4 py-2 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-white"
      >
        {SHELL_COPY.skipIntro}
      </button>
    </div>
  );
}
