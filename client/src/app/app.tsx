import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { AppProviders } from '@/app/providers';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { AppRouter } from '@/app/router';
import { SkipLink } from '@/app/skip-link';
import { CookieBanner } from '@/features/cookie-consent';
import { AchievementToastSlot } from '@/features/gamification/components/achievement-toast-slot';
import { IntroAnimation } from '@/features/intro/components/intro-animation';

/**
 * The whole app. The browser renders it (main.tsx) and the build prerenders it for some public
 * routes (prerender.tsx) with `ssrPath`: the same tree both times, so hydration matches.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  // A prerendered page is on screen before React handles its input; this marks when it does
  // (browser tests wait for it, e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProviders>
          {/* First in the DOM so its Skip button is the first tab stop while it plays. */}
          <IntroAnimation />
          <SkipLink />
          <RouteErrorBoundary>
            <AppRouter />
          </RouteErrorBoundary>
          <CookieBanner />
          <AchievementToastSlot />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
