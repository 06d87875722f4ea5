import type { FunnelEventRequest, WebVitalRequest } from '@common/contracts/funnel';
import { hasAnalyticsConsent } from '@/features/cookie-consent';
import { sendRequest } from '@/lib/api-client';
import { getCampaignParams } from '@/lib/attribution';
import { currentTrafficSource } from '@/lib/traffic-source';
import type { AnalyticsMetadata } from '@/lib/analytics';

/** Fire and forget: the spec says analytics failures are ignored. Consent is checked on every send, so a later Decline stops it at once. */
function post(url: string, body: unknown): void {
  if (!hasAnalyticsConsent()) return;
  sendRequest('POST', url, body, undefined, true).catch(() => undefined);
}

export function sendFunnelEvent(event: string, metadata: AnalyticsMetadata = {}): void {
  const utm = getCampaignParams();
  const body: FunnelEventRequest = {
    event,
    metadata,
    timestamp: new Date().toISOString(),
    url: window.location.pathname,
    referrer: document.referrer || null,
    utm,
    source: currentTrafficSource(utm),
  };
  post('/api/analytics/funnel', body);
}

export function sendWebVital(vital: Omit<WebVitalRequest, 'timestamp' | 'url'>): void {
  post('/api/analytics/vitals', { ...vital, timestamp: new Date().toISOString(), url: window.location.pathname } satisfies WebVitalRequest);
}
