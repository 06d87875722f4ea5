import type { FunnelEventRequest } from '@common/contracts/funnel';
import type { AnalyticsMetadata } from '@/lib/analytics';
import { getCampaignParams } from '@/lib/attribution';
import { currentTrafficSource } from '@/lib/traffic-source';
import { postAnalytics } from './post-analytics';

/** POST /api/analytics/funnel: one funnel event with the visit's campaign and source. */
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
  postAnalytics('/api/analytics/funnel', body);
}
