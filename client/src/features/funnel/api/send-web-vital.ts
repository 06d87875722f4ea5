import type { WebVitalRequest } from '@common/contracts/funnel';
import { postAnalytics } from './post-analytics';

/** POST /api/analytics/vitals: one web-vitals measurement of this page. */
export function sendWebVital(vital: Omit<WebVitalRequest, 'timestamp' | 'url'>): void {
  postAnalytics('/api/analytics/vitals', { ...vital, timestamp: new Date().toISOString(), url: window.location.pathname } satisfies WebVitalRequest);
}
