import type { CampaignParams } from '@common/rules/campaign-params';
import { detectTrafficSource, type TrafficSource } from '@common/rules/traffic-source';
import { externalReferrer, getAttribution, getCampaignParams } from './attribution';

// Apart from attribution.ts, which every page runs: only the pages that personalise or report load this.

/** Which of the six sources this visit came from: the session's campaign, else the first touch's referrer. */
export function currentTrafficSource(params: CampaignParams = getCampaignParams()): TrafficSource {
  const attribution = getAttribution();
  const referrer = attribution && attribution.referrer !== 'direct' ? attribution.referrer : externalReferrer();
  return detectTrafficSource({ params, referrer, ownHost: window.location.hostname });
}
