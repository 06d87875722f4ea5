import type { OptInRequest, OptInResponse } from '@common/contracts/funnel';
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
