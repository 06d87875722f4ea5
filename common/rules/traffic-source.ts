import type { CampaignParams } from './campaign-params';

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
const PAID_MEDIUMS = [
  'cpc',
  'ppc',
  'cpm',
  'paid',
  'paid-search',
  'paid_search',
  'paidsearch',
  'sem',
  'ads',
  'ad',
  'paid-social',
  'paid_social',
  'paidsocial',
  'social-ads',
  'display',
];
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
