/** The campaign parameters kept for a visit (spec section 3): every utm_*, plus these. */
export const EXTRA_CAMPAIGN_PARAMS = ['source', 'campaign', 'click_id', 'seller_id'] as const;
/** The five UTM fields the spec tracks by name (section 9). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export type CampaignParams = Record<string, string>;

const MAX_PARAM_LENGTH = 200;
const MAX_PARAMS = 20;

/** The campaign parameters of a query string: every utm_*, source, campaign, the solo-ad click id, seller_id. */
export function campaignParamsOf(search: string | URLSearchParams): CampaignParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept: CampaignParams = {};
  for (const [key, value] of params) {
    const name = key.toLowerCase();
    const tracked = name.startsWith('utm_') || (EXTRA_CAMPAIGN_PARAMS as readonly string[]).includes(name);
    if (!tracked || !value.trim() || Object.keys(kept).length >= MAX_PARAMS) continue;
    kept[name] = value.trim().slice(0, MAX_PARAM_LENGTH);
  }
  return kept;
}
