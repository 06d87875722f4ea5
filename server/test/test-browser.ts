import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Leave out the X-CSRF-Token header a real page would send. */
  withoutCsrf?: boolean;
};

/** What a real browser sends; inject's own "lightMyRequest" would be taken for a bot by the lead calls. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A browser for `app.inject`: keeps the cookies the server sets (as a browser would, dropping
 * cleared ones) and echoes the CSRF cookie in X-CSRF-Token on mutating calls, like the client.
 */
export function createTestBrowser(app: FastifyInstance, options: { ip?: string } = {}) {
  const jar = new Map<string, string>();
  // Each browser is its own visitor, so per-IP limits only meet the tests that aim at them.
  const ip = options.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (cleared) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  };

  const request = async (req: Request): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { 'user-agent': BROWSER_USER_AGENT, ...req.headers };
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = jar.get('csrf_token');
    if (req.method !== 'GET' && csrf && !req.withoutCsrf) headers['x-csrf-token'] = csrf;
    const injectOptions: InjectOptions = { method: req.method, url: req.url, headers, remoteAddress: ip };
    if (req.payload !== undefined) injectOptions.payload = req.payload as InjectOptions['payload'];
    const response = await app.inject(injectOptions);
    remember(response);
    return response;
  };

  return {
    jar,
    request,
    /** Loads the app the way a page does, which hands out the CSRF cookie. */
    open: () => request({ method: 'GET', url: '/api/auth/me' }),
    post: (url: string, payload?: unknown, extra: Omit<Request, 'method' | 'url' | 'payload'> = {}) => request({ method: 'POST', url, payload, ...extra }),
    get: (url: string) => request({ method: 'GET', url }),
  };
}

export type TestBrowser = ReturnType<typeof createTestBrowser>;

let counter = 0;

/** Sign-up details that pass every rule, unique per call. */
export function newAccount(overrides: Partial<{ name: string; email: string; password: string; primaryObstacle: string }> = {}) {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada.${counter}.${Date.now().toString(36)}@studio.example`,
    password: 'correct horse battery',
    primaryObstacle: 'content-ideas',
    ...overrides,
  };
}

/** A browser that opened the app and signed up; returns it with the account. */
export async function signedUpBrowser(app: FastifyInstance, overrides: Parameters<typeof newAccount>[0] = {}, options: { ip?: string } = {}) {
  const browser = createTestBrowser(app, options);
  await browser.open();
  const account = newAccount(overrides);
  const response = await browser.post('/api/auth/register', account);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { browser, account, user: response.json().user as { id: string; email: string; username: string } };
}
