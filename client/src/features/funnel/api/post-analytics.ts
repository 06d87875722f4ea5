import { hasAnalyticsConsent } from '@/features/cookie-consent';
import { sendRequest } from '@/lib/api-client';

/**
 * POST to /api/analytics/*, fire and forget: the spec says analytics failures are ignored. Consent
 * is checked on every send, so a later Decline stops it at once. The request may outlive the page.
 */
export function postAnalytics(url: string, body: unknown): void {
  if (!hasAnalyticsConsent()) return;
  sendRequest('POST', url, body, undefined, true).catch(() => undefined);
}
