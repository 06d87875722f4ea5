import type { PlayerBeacon } from '@common/contracts/performance';
import { sendRequest } from '@/lib/api-client';

/** POST /api/performance/beacons, fire and forget (it may outlive the page): a lost beacon only loses a statistic. */
export function sendPlayerBeacon(beacon: PlayerBeacon): void {
  sendRequest('POST', '/api/performance/beacons', beacon, undefined, true).catch(() => undefined);
}
