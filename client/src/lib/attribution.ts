import { campaignParamsOf, UTM_FIELDS, type CampaignParams } from '@common/rules/campaign-params';
import { readStorage, removeStorage, writeStorage } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

/** Spec section 9: attribution lives 7 days. */
export const ATTRIBUTION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The traffic attribution record (spec section 3): the first touch of this browser. */
export type TrafficAttribution = Partial<Record<(typeof UTM_FIELDS)[number], string>> & {
  landing_page: string;
  /** The referring page, or `direct`. */
  referrer: string;
  first_visit: string;
  /** Epoch ms; only in the stored copy. */
  expires: number;
};

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The referring page when it is another site. */
export function externalReferrer(): string | null {
  const referrer = document.referrer;
  if (!referrer) return null;
  try {
    return new URL(referrer).host === window.location.host ? null : referrer;
  } catch {
    return null;
  }
}

/** This visit's campaign parameters (sessionStorage `utm_params`). */
export function getCampaignParams(): CampaignParams {
  return parse<CampaignParams>(readStorage('sessionStorage', STORAGE_KEYS.utmParams)) ?? {};
}

/** The first-touch record while it has not expired; an expired one is deleted. */
export function getAttribution(now = Date.now()): TrafficAttribution | null {
  const stored = parse<TrafficAttribution>(readStorage('localStorage', STORAGE_KEYS.trafficAttribution));
  if (stored && typeof stored.expires === 'number' && stored.expires > now) return stored;
  if (stored) removeStorage('localStorage', STORAGE_KEYS.trafficAttribution);
  return null;
}

/**
 * Runs once per page load: keeps the address's campaign parameters for the session (newer ones
 * win) and writes the first-touch record when none is live.
 */
export function captureAttribution(now = Date.now()): void {
  const params = campaignParamsOf(window.location.search);
  if (Object.keys(params).length) {
    writeStorage('sessionStorage', STORAGE_KEYS.utmParams, JSON.stringify({ ...getCampaignParams(), ...params }));
  }
  if (getAttribution(now)) return;
  const record: TrafficAttribution = {
    ...Object.fromEntries(UTM_FIELDS.filter((field) => params[field]).map((field) => [field, params[field]])),
    landing_page: window.location.pathname,
    referrer: externalReferrer() ?? 'direct',
    first_visit: new Date(now).toISOString(),
    expires: now + ATTRIBUTION_LIFETIME_MS,
  };
  writeStorage('localStorage', STORAGE_KEYS.trafficAttribution, JSON.stringify(record));
}
