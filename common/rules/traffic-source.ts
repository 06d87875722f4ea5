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

/** The six sources the opt-in and thank-you copy is personalised for. */
export const TRAFFIC_SOURCES = ['solo-ads', 'search-ads', 'social-ads', 'organic', 'direct', 'default'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  'solo-ads': 'Solo-ad marketplace',
  'search-ads': 'Search ads',
  'social-ads': 'Social ads',
  organic: 'Organic',
  direct: 'Direct',
  default: 'Other',
};

const SOCIAL_SITES = ['facebook', 'instagram', 'tiktok', 'youtube', 'twitter', 'x.com', 't.co', 'linkedin', 'pinterest', 'snapchat', 'reddit', 'threads', 'fb'];
const SEARCH_ENGINES = ['google', 'bing', 'duckduckgo', 'yahoo', 'baidu', 'yandex', 'ecosia', 'brave', 'startpage'];
const PAID_MEDIUMS = ['cpc', 'ppc', 'cpm', 'paid', 'paid-search', 'paid_search', 'paidsearch', 'sem', 'ads', 'ad', 'paid-social', 'paid_social', 'paidsocial', 'social-ads', 'display'];
const SOCIAL_PAID_MEDIUMS = ['paid-social', 'paid_social', 'paidsocial', 'social-ads', 'social_ads', 'cpm'];

const mentions = (value: string, names: string[]) => names.some((name) => value.includes(name));

function referrerHost(referrer: string | null | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

/**
 * Which of the six sources a visit came from, by its campaign parameters first and its referrer
 * second: solo-ad marketplace (its click id or seller id, or "solo" in source or medium), search
 * ads and social ads (a paid medium), organic (an organic medium, or a search engine or social
 * site as referrer), direct (nothing at all), default (anything else).
 */
export function detectTrafficSource(options: { params: CampaignParams; referrer?: string | null; ownHost?: string }): TrafficSource {
  const { params } = options;
  const source = (params.utm_source ?? params.source ?? '').toLowerCase();
  const medium = (params.utm_medium ?? '').toLowerCase();
  if (params.click_id || params.seller_id || source.includes('solo') || medium.includes('solo') || source.includes('udimi')) return 'solo-ads';
  const paid = PAID_MEDIUMS.includes(medium);
  if (SOCIAL_PAID_MEDIUMS.includes(medium) || (paid && mentions(source, SOCIAL_SITES))) return 'social-ads';
  if (paid) return 'search-ads';
  const host = referrerHost(options.referrer, options.ownHost);
  if (medium === 'organic' || medium === 'social' || (host !== null && (mentions(host, SEARCH_ENGINES) || mentions(host, SOCIAL_SITES)))) return 'organic';
  if (Object.keys(params).length === 0 && host === null) return 'direct';
  return 'default';
}
