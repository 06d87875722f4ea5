import { WEB_VITAL_NAMES } from '@common/rules/web-vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { AnalyticsEventDetail } from '@/lib/analytics';
import { sendFunnelEvent } from '../api/send-funnel-event';
import { sendWebVital } from '../api/send-web-vital';

/** Spec section 9: page views are found by polling the route every second. */
export const ROUTE_POLL_MS = 1000;

function reportVital(metric: Metric): void {
  if (!(WEB_VITAL_NAMES as readonly string[]).includes(metric.name)) return;
  sendWebVital({
    name: metric.name as (typeof WEB_VITAL_NAMES)[number],
    value: metric.value,
    id: metric.id,
    rating: metric.rating,
    navigationType: metric.navigationType,
  });
}

/** Navigation timing metadata (spec section 3): dns, tcp, request, response, dom, load, total, in whole ms. */
export function navigationTiming(): Record<string, number> | null {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry || entry.loadEventEnd <= 0) return null;
  const ms = (value: number) => Math.max(0, Math.round(value));
  return {
    dns: ms(entry.domainLookupEnd - entry.domainLookupStart),
    tcp: ms(entry.connectEnd - entry.connectStart),
    request: ms(entry.responseStart - entry.requestStart),
    response: ms(entry.responseEnd - entry.responseStart),
    dom: ms(entry.domContentLoadedEventEnd - entry.responseEnd),
    load: ms(entry.loadEventEnd - entry.loadEventStart),
    total: ms(entry.loadEventEnd - entry.startTime),
  };
}

function sendNavigationTiming(): void {
  const send = () => {
    const timing = navigationTiming();
    if (timing) sendFunnelEvent('navigation_timing', timing);
  };
  if (document.readyState === 'complete') setTimeout(send, 0);
  else window.addEventListener('load', () => setTimeout(send, 0), { once: true });
}

/** Starts everything consent allows: web vitals, page views, navigation timing and the funnel events the app tracks. */
export function startTracker(): { track(detail: AnalyticsEventDetail): void } {
  onFCP(reportVital);
  onLCP(reportVital);
  onCLS(reportVital);
  onINP(reportVital);
  onTTFB(reportVital);
  sendNavigationTiming();

  let lastRoute = '';
  const pollRoute = () => {
    const route = window.location.pathname + window.location.search;
    if (route === lastRoute) return;
    lastRoute = route;
    sendFunnelEvent('page_view', { path: window.location.pathname });
  };
  pollRoute();
  setInterval(pollRoute, ROUTE_POLL_MS);

  return { track: ({ name, metadata }) => sendFunnelEvent(name, metadata) };
}
