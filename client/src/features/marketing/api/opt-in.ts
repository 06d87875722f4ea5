import type { LeadCaptureRequest, OptInRequest, OptInResponse, TrackBehaviorRequest } from '@common/contracts/funnel';
import { sendRequest } from '@/lib/api-client';

export type OptInResult = { ok: true } | { ok: false; error: string | undefined };

/**
 * POST /api/opt-in-handler. A refusal (non-OK, or success false) resolves with the server's error
 * text; only a network failure rejects, so the form can tell the spec's two toasts apart.
 */
export async function submitOptIn(body: OptInRequest): Promise<OptInResult> {
  const response = await sendRequest('POST', '/api/opt-in-handler', body);
  const json = (await response.json().catch(() => ({}))) as Partial<OptInResponse> & { message?: string };
  if (response.ok && json.success) return { ok: true };
  return { ok: false, error: json.error ?? json.message };
}

/** POST /api/leads/capture (the exit-intent modal); true when the lead was taken. */
export async function captureLead(body: LeadCaptureRequest): Promise<boolean> {
  try {
    const response = await sendRequest('POST', '/api/leads/capture', body);
    return response.ok;
  } catch {
    return false;
  }
}

/** POST /api/leads/track-behavior, fire and forget: failures are silent. */
export function trackLeadBehavior(body: TrackBehaviorRequest): void {
  sendRequest('POST', '/api/leads/track-behavior', body).catch(() => undefined);
}

/**
 * The same call as a beacon, for the moment the page is left: the browser sends it even as the
 * page goes away. A beacon cannot carry headers, so it goes as text/plain JSON and the server
 * checks its Origin instead of the CSRF header.
 */
export function beaconLeadBehavior(body: TrackBehaviorRequest): void {
  const payload = JSON.stringify(body);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/leads/track-behavior', payload)) return;
  trackLeadBehavior(body);
}

export function pixelUrl(email: string, campaign: string | undefined): string {
  const query = new URLSearchParams({ email });
  if (campaign) query.set('campaign', campaign);
  return `/api/leads/pixel.gif?${query}`;
}
