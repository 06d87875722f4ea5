import type { Instance } from './cluster';

/** Every request of the chaos test gives up after this long: a hang is a failure, never a wait. */
export const REQUEST_TIMEOUT_MS = 8_000;
const CSRF = 'chaos-csrf-token';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export type Outcome = {
  instance: string;
  method: string;
  path: string;
  startedAt: number;
  ms: number;
  /** 0 when no answer came (a timeout or a refused connection). */
  status: number;
  body: Record<string, unknown> | null;
  setCookies: string[];
  error?: string;
};

export type CallOptions = { body?: unknown; ip?: string; cookie?: string };

/** One request the way a browser behind the load balancer sends it (CSRF pair, X-Forwarded-For). */
export async function call(instance: Instance, method: string, path: string, options: CallOptions = {}): Promise<Outcome> {
  const headers: Record<string, string> = {
    'user-agent': BROWSER,
    cookie: [`csrf_token=${CSRF}`, options.cookie].filter(Boolean).join('; '),
    'x-csrf-token': CSRF,
  };
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const startedAt = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(`${instance.origin}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = { raw: text.slice(0, 200) };
    }
    return {
      instance: instance.name,
      method,
      path,
      startedAt,
      ms: performance.now() - started,
      status: res.status,
      body,
      setCookies: res.headers.getSetCookie(),
    };
  } catch (error) {
    return {
      instance: instance.name,
      method,
      path,
      startedAt,
      ms: performance.now() - started,
      status: 0,
      body: null,
      setCookies: [],
      error: (error as Error).message,
    };
  }
}

/** The session cookie(s) a response set, as a Cookie header value (without the CSRF pair). */
export function sessionCookieOf(outcome: Outcome): string {
  return outcome.setCookies
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.startsWith('csrf_token='))
    .join('; ');
}

export function describeOutcome(o: Outcome): string {
  return `${o.method} ${o.path} on ${o.instance}: ${o.status} in ${Math.round(o.ms)} ms ${o.error ?? JSON.stringify(o.body)?.slice(0, 200)}`;
}
