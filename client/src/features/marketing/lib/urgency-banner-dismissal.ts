import { readStorage, removeStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** A dismissed urgency banner stays away for 6 hours (spec section 9). */
export const URGENCY_DISMISSAL_MS = 6 * 60 * 60 * 1000;

/** `?show-banner=true` in the address brings a dismissed banner back. */
export const SHOW_BANNER_PARAM = 'show-banner';

/** Whether the banner was dismissed less than 6 hours ago and the address does not ask for it back. */
export function isUrgencyBannerDismissed(now = Date.now()): boolean {
  if (new URLSearchParams(window.location.search).get(SHOW_BANNER_PARAM) === 'true') return false;
  const dismissedAt = Number(readStorage('localStorage', STORAGE_KEYS.urgencyBannerDismissed));
  return dismissedAt > 0 && now - dismissedAt < URGENCY_DISMISSAL_MS;
}

export function dismissUrgencyBanner(now = Date.now()): void {
  writeStorage('localStorage', STORAGE_KEYS.urgencyBannerDismissed, String(now));
}

/** Honours `?show-banner=true`: clears the dismissal and strips the parameter from the address. */
export function takeShowBannerRequest(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(SHOW_BANNER_PARAM) !== 'true') return;
  removeStorage('localStorage', STORAGE_KEYS.urgencyBannerDismissed);
  url.searchParams.delete(SHOW_BANNER_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
