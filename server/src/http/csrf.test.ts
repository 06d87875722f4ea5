import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** Every POST, PUT, PATCH and DELETE route the app has, read from its own route table. */
function mutatingRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/(\/\S*) \(([A-Z, ]+)\)/);
    if (!match) continue;
    for (const method of match[2]!.split(', ')) {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) routes.push({ method, url: match[1]!.replace(/:(\w+)/g, 'x') });
    }
  }
  return routes;
}

const SIGNED_WEBHOOK = '/api/billing/webhooks/stripe';

describe('CSRF protection', () => {
  it('covers the mutating routes of the accounts feature', () => {
    const urls = mutatingRoutes().map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/logout', '/api/user/navigation-path']));
  });

  it('refuses every mutating route without X-CSRF-Token, with a wrong one, or from a foreign Origin', async () => {
    const { browser } = await signedUpBrowser(t.app);
    // Stripe's webhook carries no browser cookie: its signature authenticates it (400 without one).
    expect(mutatingRoutes().map((r) => r.url)).toContain(SIGNED_WEBHOOK);
    expect((await browser.request({ method: 'POST', url: SIGNED_WEBHOOK, payload: {}, withoutCsrf: true })).statusCode).toBe(400);
    // /api/v1 never reads cookies: a browser's session is no credential there, so there is nothing to forge
    const bearerRoutes = mutatingRoutes().filter((r) => r.url.startsWith('/api/v1/'));
    expect(bearerRoutes.length).toBeGreaterThan(0);
    for (const route of bearerRoutes) {
      const res = await browser.request({
        method: route.method as 'POST',
        url: route.url,
        payload: {},
        withoutCsrf: true,
        headers: { origin: 'https://evil.example' },
      });
      // refused for the missing key (401), or before that for the empty body (400): never done with the cookie
      expect([400, 401], `${route.method} ${route.url}`).toContain(res.statusCode);
    }
    for (const route of mutatingRoutes().filter((r) => r.url !== SIGNED_WEBHOOK && !r.url.startsWith('/api/v1/'))) {
      const attempts: { withoutCsrf?: boolean; headers?: Record<string, string> }[] = [
        { withoutCsrf: true },
        { withoutCsrf: true, headers: { 'x-csrf-token': 'forged-token-value' } },
        { headers: { origin: 'https://evil.example' } },
        { headers: { origin: 'null' } },
      ];
      for (const attempt of attempts) {
        const res = await browser.request({ method: route.method as 'POST', url: route.url, payload: {}, ...attempt });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(attempt)}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'CSRF_FAILED', message: expect.any(String) });
      }
    }
    // the session survived all of that
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a POST from a browser that never received the cookie, and hands it one', async () => {
    const browser = createTestBrowser(t.app);
    const res = await browser.post('/api/auth/login', { email: 'ada@studio.example', password: 'whatever' });
    expect(res.statusCode).toBe(403);
    expect(browser.jar.get('csrf_token')).toBeTruthy();
    const retry = await browser.post('/api/auth/login', { email: 'ada@studio.example', password: 'whatever' });
    expect(retry.statusCode).toBe(401);
  });

  it('accepts the same origin', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/logout', undefined, { headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(res.statusCode).toBe(200);
  });

  it('never changes state on GET', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/\/api\/auth\/logout \([^)]*GET/);
  });
});
