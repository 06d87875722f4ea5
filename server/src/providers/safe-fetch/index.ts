import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPrivateAddress } from './private-addresses';

export { isPrivateAddress, isPrivateHost } from './private-addresses';

/**
 * The product-pages port (docs/decisions/060): GET a page or an image someone else names, without
 * letting that name reach this host or its networks (SSRF). http(s) only; every address a name
 * resolves to is checked and the connection goes to the checked address (no DNS rebinding);
 * redirects are followed by hand and each hop is checked again; one time limit for the whole
 * fetch; the body is streamed and cut off at its size limit; the content type must be one asked for.
 */
export type SafeFetchReason = 'not-allowed' | 'unreachable' | 'timeout' | 'too-large' | 'wrong-type';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchReason,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export type SafeFetchResult = { url: string; contentType: string; body: Buffer };
export type SafeFetchRequest = { maxBytes: number; accept: readonly string[]; signal?: AbortSignal };
export type SafeFetch = (url: string, request: SafeFetchRequest) => Promise<SafeFetchResult>;

export type SafeFetchOptions = {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  maxRedirects?: number;
  /** Which addresses are refused; the private-address guard unless a test narrows it to prove a later hop is checked. */
  isBlockedAddress?: (address: string) => boolean;
  /** Name resolution; the system's (dns.lookup) unless a test plays a DNS server that answers with a private address. */
  resolve?: Resolve;
};

type Resolve = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void) => void;
const systemResolve: Resolve = (hostname, callback) => dns.lookup(hostname, { all: true }, callback);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'ReelwrightProductImport/1.0 (+https://github.com/reelwright)';

/** dns.lookup that refuses a name when any of its addresses is blocked; the socket connects to the address checked here. */
function checkedLookup(blocked: (address: string) => boolean, resolve: Resolve): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!addresses.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      const refused = addresses.find((a) => blocked(a.address));
      if (refused)
        return callback(Object.assign(new Error(`${hostname} resolves to a private address (${refused.address})`), { code: 'EPRIVATEADDRESS' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const maxRedirects = options.maxRedirects ?? 5;
  const blocked = options.allowPrivateNetworks ? null : (options.isBlockedAddress ?? isPrivateAddress);
  const lookup = blocked ? checkedLookup(blocked, options.resolve ?? systemResolve) : undefined;
  return async (url, request) => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    let target = checkedUrl(url, blocked);
    for (let hop = 0; ; hop++) {
      const response = await open(target, request.accept, lookup, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw new SafeFetchError('unreachable', `more than ${maxRedirects} redirects`);
        target = checkedUrl(new URL(response.headers.location, target).href, blocked);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new SafeFetchError('unreachable', `the server answered ${status}`);
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!request.accept.includes(contentType)) {
        response.destroy();
        throw new SafeFetchError('wrong-type', `the server sent ${contentType || 'no content type'}`);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > request.maxBytes && !response.headers['content-encoding']) {
        response.destroy();
        throw new SafeFetchError('too-large', `${declared} bytes, more than ${request.maxBytes}`);
      }
      const body = await readLimited(response, request.maxBytes, signal);
      return { url: target.href, contentType, body };
    }
  };
}

/** An http(s) URL whose host is not, by its text, this machine or a private network (IP literals in any form: the URL parser normalises decimal, hex and octal ones). */
function checkedUrl(url: string, blocked: ((address: string) => boolean) | null): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new SafeFetchError('not-allowed', 'not a URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new SafeFetchError('not-allowed', `${target.protocol} is not http(s)`);
  if (target.username || target.password) throw new SafeFetchError('not-allowed', 'credentials in the URL');
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  // an IP in the URL skips the lookup, so it is judged here (with localhost and its subdomains)
  const localName = host === 'localhost' || host.endsWith('.localhost');
  if (blocked && (localName || (net.isIP(host) !== 0 && blocked(host)))) throw new SafeFetchError('not-allowed', `${target.hostname} is private`);
  return target;
}

function open(target: URL, accept: readonly string[], lookup: net.LookupFunction | undefined, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'GET',
      headers: { accept: [...accept, '*/*;q=0.1'].join(', '), 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT },
      lookup,
      agent: false,
      signal,
    });
    request.on('response', resolve);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return reject(abortError(signal));
      if (error.code === 'EPRIVATEADDRESS') return reject(new SafeFetchError('not-allowed', error.message));
      reject(new SafeFetchError('unreachable', error.message));
    });
    request.end();
  });
}

function abortError(signal: AbortSignal): SafeFetchError {
  const reason = signal.reason as { name?: string } | undefined;
  return reason?.name === 'TimeoutError' ? new SafeFetchError('timeout', 'the server took too long') : new SafeFetchError('unreachable', 'aborted');
}

/** The body, decompressed, stopping as soon as it passes `maxBytes` (a compressed bomb stops there too). */
async function readLimited(response: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  const decoder =
    encoding === 'gzip' ? zlib.createGunzip() : encoding === 'deflate' ? zlib.createInflate() : encoding === 'br' ? zlib.createBrotliDecompress() : null;
  const stream: Readable = decoder ? response.pipe(decoder) : response;
  if (decoder) response.on('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new SafeFetchError('too-large', `more than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted) throw abortError(signal);
    throw new SafeFetchError('unreachable', (error as Error).message);
  } finally {
    response.destroy();
    decoder?.destroy();
  }
  return Buffer.concat(chunks);
}
