import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prerenderedScreen } from '@/app/prerendered-routes';
import { installAnalytics } from '@/features/funnel/install';
import { captureAttribution } from '@/lib/attribution';
import { installGlobalErrorSuppression } from '@/lib/global-error-suppression';
import './index.css';

installGlobalErrorSuppression();
captureAttribution();
installAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Both in a transition, so React renders in slices of a few milliseconds instead of one long
// task that would hold up the first input (and Lighthouse's total blocking time).
const screen = 'prerendered' in document.documentElement.dataset ? prerenderedScreen(window.location.pathname) : undefined;
if (screen) {
  // Prerendered HTML (scripts/prerender.ts) is already on screen: fetch the page's chunk first so
  // hydration meets no suspended screen, then attach React to the markup without redrawing it.
  // A chunk that fails to load fails again inside React, where the error boundary shows it.
  // A mismatch makes React redraw part of the page (a flash, perhaps a shift): it must be seen,
  // and browser tests fail on it (e2e/fixtures.ts).
  const onRecoverableError = (error: unknown) => console.error('[hydration]', error);
  const hydrate = () => startTransition(() => void hydrateRoot(container, <App />, { onRecoverableError }));
  void screen.preload().then(hydrate, hydrate);
} else {
  startTransition(() => createRoot(container).render(<App />));
}
