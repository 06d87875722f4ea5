import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** A stock library's refusal or failure; its message names the library and the status, never the key. */
export class StockError extends Error {
  override name = 'StockError';
  constructor(
    message: string,
    readonly reason: 'auth' | 'rate-limit' | 'unavailable' | 'not-found' | 'bad-answer' | 'too-large',
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

/** One GET answered with JSON; statuses become `StockError`s a route can word for the creator. */
export async function getJson(
  library: string,
  url: string,
  init: { headers?: Record<string, string>; signal?: AbortSignal; isAuthFailure?: (status: number, text: string) => boolean },
): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...init.headers },
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    throw new StockError(
      `${library} could not be reached (${timeout.aborted ? 'timed out' : ((error as { cause?: { code?: string } }).cause?.code ?? 'network error')})`,
      'unavailable',
    );
  }
  const text = await response.text();
  if (!response.ok) {
    const status = response.status;
    if (status === 401 || status === 403 || init.isAuthFailure?.(status, text))
      throw new StockError(`${library} refused the API key (HTTP ${status})`, 'auth', status);
    if (status === 429)
      throw new StockError(
        `${library} is rate limiting this server (HTTP 429${response.headers.get('retry-after') ? `, retry after ${response.headers.get('retry-after')}` : ''})`,
        'rate-limit',
        status,
      );
    if (status === 404) throw new StockError(`${library} has no such item`, 'not-found', status);
    throw new StockError(`${library} answered HTTP ${status}`, 'unavailable', status);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new StockError(`${library} answered with something other than JSON`, 'bad-answer');
  }
}

/** Streams a library's file to `file`, refusing anything larger than `maxBytes` (declared or counted). */
export async function downloadStockFile(url: string, file: string, maxBytes: number): Promise<void> {
  const signal = AbortSignal.timeout(120_000);
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch {
    throw new StockError('The stock file could not be downloaded', 'unavailable');
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new StockError(`The stock file could not be downloaded (HTTP ${response.status})`, 'unavailable', response.status);
  }
  const tooLarge = () => new StockError(`The stock file is larger than ${maxBytes} bytes`, 'too-large');
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel();
    throw tooLarge();
  }
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), counter, createWriteStream(file), { signal });
}
