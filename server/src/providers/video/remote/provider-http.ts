import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { TransientProviderError } from '../video-provider';

/** A provider's refusal that no retry will fix (bad key, bad input, failed generation, expired file). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

const REQUEST_TIMEOUT_MS = 30_000;

function isTransientStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

async function describeBody(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { detail?: unknown; error?: unknown; message?: unknown; title?: unknown };
    const detail = body.detail ?? body.error ?? body.message ?? body.title;
    return typeof detail === 'string' ? detail : JSON.stringify(detail ?? body);
  } catch {
    return text.slice(0, 300) || response.statusText;
  }
}

/** JSON over HTTP with a timeout; rate limits, 5xx and network errors are transient, the rest final. */
export async function requestJson<T>(url: string, init: RequestInit & { signal: AbortSignal }, provider: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.any([init.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) });
  } catch (error) {
    if (init.signal.aborted) throw error;
    throw new TransientProviderError(`${provider} could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const detail = await describeBody(response);
    const message = `${provider} answered ${response.status}: ${detail}`;
    throw isTransientStatus(response.status) ? new TransientProviderError(message) : new ProviderError(message);
  }
  return (await response.json()) as T;
}

/**
 * Copies a provider's result file to `path` at once: provider URLs expire, ours must not.
 * A 403/404/410 on the result is an expired or vanished URL.
 */
export async function downloadResult(url: string, path: string, signal: AbortSignal, provider: string): Promise<void> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) {
    const expired = [403, 404, 410].includes(response.status);
    throw new ProviderError(`${provider} result ${expired ? 'URL has expired or is gone' : 'download failed'} (HTTP ${response.status})`);
  }
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(path), { signal });
}

/** Waits, unless the job is cancelled or timed out meanwhile. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Polls `check` until it returns a value; a few transient errors in a row are tolerated. */
export async function pollUntil<T>(
  check: () => Promise<T | null>,
  options: { intervalMs: number; signal: AbortSignal; maxTransientErrors?: number },
): Promise<T> {
  let transientErrors = 0;
  for (;;) {
    try {
      const result = await check();
      if (result !== null) return result;
      transientErrors = 0;
    } catch (error) {
      if (!(error instanceof TransientProviderError) || ++transientErrors > (options.maxTransientErrors ?? 5)) throw error;
    }
    await pause(options.intervalMs, options.signal);
  }
}
