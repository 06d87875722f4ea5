import { hasAnalyticsConsent, subscribeToConsent } from '@/features/cookie-consent';
import { ANALYTICS_EVENT, type AnalyticsEventDetail } from '@/lib/analytics';

type Tracker = { track(detail: AnalyticsEventDetail): void };

/**
 * The only analytics code in the entry bundle: it waits for an explicit Accept (now or later, in
 * this tab or another) and only then loads the tracker chunk (web vitals, page views, funnel
 * events). Before that nothing is sent and no analytics cookie exists; events tracked before
 * consent are dropped, events tracked while the chunk loads are handed over once it has.
 */
export function installAnalytics(): void {
  let tracker: Tracker | null = null;
  let loading: Promise<void> | null = null;
  const pending: AnalyticsEventDetail[] = [];

  const start = () => {
    if (!hasAnalyticsConsent() || loading) return;
    loading = import('./analytics/tracker').then(
      ({ startTracker }) => {
        tracker = startTracker();
        pending.splice(0).forEach((detail) => tracker!.track(detail));
      },
      () => {
        loading = null; // a failed chunk load is retried on the next consent change
      },
    );
  };

  window.addEventListener(ANALYTICS_EVENT, (event) => {
    if (!hasAnalyticsConsent()) return;
    const { detail } = event as CustomEvent<AnalyticsEventDetail>;
    if (tracker) tracker.track(detail);
    else pending.push(detail);
  });
  subscribeToConsent(start);
  start();
}
