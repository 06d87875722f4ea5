import type { TrackBehaviorRequest } from '@common/contracts/funnel';
import { sendRequest } from '@/lib/api-client';

const TRACK_BEHAVIOR_URL = '/api/leads/track-behavior';

/** POST /api/leads/track-behavior, fire and forget: failures are silent. */
export function trackLeadBehavior(body: TrackBehaviorRequest): void {
  sendRequest('POST', TRACK_BEHAVIOR_URL, body).catch(() => undefined);
}

/**
 * The same call as a beacon, for the moment the page is left: the browser sends it even as the
 * page goes away. A beacon cannot carry headers, so it goes as text/plain JSON and the server
 * checks its Origin instead of the CSRF header.
 */
export function beaconLeadBehavior(body: TrackBehaviorRequest): void {
  const payload = JSON.stringify(body);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACK_BEHAVIOR_URL, payload)) return;
  trackLeadBehavior(body);
}
