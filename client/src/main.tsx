import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { AppRouter } from '@/app/router';
import { SkipLink } from '@/app/skip-link';
import { installAnalytics } from '@/features/analytics/install';
import { CookieBanner } from '@/features/cookie-consent';
import { AchievementToastSlot } from '@/features/gamification/components/achievement-toast-slot';
import { IntroAnimation } from '@/features/intro/components/intro-animation';
import { captureAttribution } from '@/lib/attribution';
import { installGlobalErrorSuppression } from '@/lib/global-error-suppression';
import './index.css';

installGlobalErrorSuppression();
captureAttribution();
installAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
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
  </StrictMode>,
);
