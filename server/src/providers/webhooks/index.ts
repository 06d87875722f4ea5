/**
 * The outgoing-webhook port (modules/public-api, ADR 025): one HTTP POST to a customer's URL. The
 * only place the public API touches the network; tests pass their own `post` or a loopback URL.
 */
export type WebhookPost = (request: { url: string; headers: Record<string, string>; body: string; timeoutMs: number }) => Promise<{ status: number }>;

export const postWebhook: WebhookPost = async ({ url, headers, body, timeoutMs }) => {
  const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  // the answer's body is not needed: drop it so the connection can be reused
  await response.body?.cancel().catch(() => undefined);
  return { status: response.status };
};
