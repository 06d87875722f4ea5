/**
 * A remote speech engine's failure. Its message names the engine and what went wrong (never the
 * key); `withVoiceFallback` turns every one of them into the embedded engine's speech.
 */
export class VoiceError extends Error {
  override name = 'VoiceError';
  constructor(
    message: string,
    /** 'auth' (401/403), 'rate-limit' (429), 'server' (5xx), 'timeout', 'network', 'refused' (other 4xx), 'bad-audio'. */
    readonly reason: 'auth' | 'rate-limit' | 'server' | 'timeout' | 'network' | 'refused' | 'bad-audio',
    readonly status?: number,
  ) {
    super(message);
  }
}

function reasonOf(status: number): VoiceError['reason'] {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate-limit';
  if (status >= 500) return 'server';
  return 'refused';
}

async function detailOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; detail?: { message?: unknown } | string; message?: unknown };
    const nested = (value: unknown) =>
      typeof value === 'string' ? value : typeof (value as { message?: unknown })?.message === 'string' ? (value as { message: string }).message : undefined;
    return nested(body.error) ?? nested(body.detail) ?? nested(body) ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200) || response.statusText;
  }
}

/**
 * One POST to a speech API, bounded by `timeoutMs` and the caller's signal; answers the body's
 * bytes. Every failure is a `VoiceError` (the caller's own abort is passed through as it is).
 */
export async function postForAudio(
  engine: string,
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number; signal?: AbortSignal },
): Promise<{ body: Buffer; contentType: string }> {
  const timeout = AbortSignal.timeout(init.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    const response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal });
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after');
      const detail = await detailOf(response);
      throw new VoiceError(
        `${engine} answered ${response.status}${retryAfter ? ` (retry after ${retryAfter})` : ''}: ${detail}`,
        reasonOf(response.status),
        response.status,
      );
    }
    return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    if (timeout.aborted) throw new VoiceError(`${engine} did not answer within ${init.timeoutMs} ms`, 'timeout');
    if (error instanceof VoiceError) throw error;
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new VoiceError(`${engine} could not be reached (${cause})`, 'network');
  }
}
