import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { renderVideo, videoRequest } from '../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedUpBrowser } from '../../test/test-browser';

type Captured = { method: string; url: string; status: number; body: unknown };
type Doc = { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>> };

let t: TestApp;
const captured: Captured[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // every JSON answer the app gives during this file, with the route that gave it
  t.app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/') && typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('application/json')) {
      captured.push({ method: request.method, url, status: reply.statusCode, body: JSON.parse(payload) });
    }
    return payload;
  });
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const documentOf = async () => (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;

describe('the OpenAPI document (acceptance 7)', () => {
  it('validates as OpenAPI 3.1', async () => {
    const doc = await documentOf();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every API route the server registered, and nothing else', async () => {
    const doc = await documentOf();
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(routes.length).toBeGreaterThan(50);
    expect(documented).toEqual(routes);
  });

  it("accepts the server's real responses, checked against the documented schemas", { timeout: 60_000 }, async () => {
    const { browser } = await signedUpBrowser(t.app);
    await browser.post('/api/user/navigation-path', { navigationPath: 'learn' });
    await browser.request({ method: 'PATCH', url: '/api/account/profile', payload: { name: 'Grace Hopper' } });
    await browser.get('/api/account/sessions');
    await browser.get('/api/account/email-preferences');
    await browser.request({
      method: 'PUT',
      url: '/api/account/email-preferences',
      payload: { productUpdates: false, learningTips: true, achievementDigest: true },
    });
    await browser.post('/api/account/export');
    await browser.get('/api/account/export');
    await browser.post('/api/auth/password-reset', { email: 'nobody@studio.example' });
    await browser.post('/api/auth/resend-verification');
    await browser.get('/api/credits');
    await browser.get('/api/credits/history');
    await browser.get('/api/case-studies');
    await browser.get('/api/showcase/settings');
    await browser.get('/api/studio/drafts');
    const video = (await renderVideo(browser)).json();
    await browser.get(`/api/studio/videos/${video.id}`);
    await browser.get('/api/studio/videos');
    await browser.get('/api/health');
    await browser.get('/api/gamification/preferences');
    // the public API (issue 18): an Enterprise account's keys, webhooks and /api/v1 answers
    const checkout = (await browser.post('/api/billing/checkouts', { plan: 'enterprise', period: 'monthly' })).json();
    await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Grace Hopper' });
    const { secret, key } = (await browser.post('/api/public-api/keys', { name: 'tour', scopes: ['read', 'render'] })).json();
    await browser.post('/api/public-api/webhooks', { url: 'https://hooks.example/reelwright' });
    for (const url of ['/api/public-api/keys', `/api/public-api/keys/${key.id}/usage`, '/api/public-api/webhooks', '/api/public-api/webhooks/deliveries'])
      await browser.get(url);
    const bearer = { authorization: `Bearer ${secret}` };
    const created = (await t.app.inject({ method: 'POST', url: '/api/v1/videos', headers: bearer, payload: videoRequest() })).json();
    expect(created.status).toBe('queued');
    for (const url of ['/api/v1/credits', '/api/v1/videos', `/api/v1/videos/${created.id}`]) await t.app.inject({ method: 'GET', url, headers: bearer });
    await browser.post('/api/auth/logout');

    const doc = await documentOf();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const checked: string[] = [];
    for (const answer of captured) {
      const schema =
        doc.paths[openApiPath(answer.url)]?.[answer.method.toLowerCase()]?.responses?.[String(answer.status)]?.content?.['application/json']?.schema;
      if (!schema || answer.status >= 400) continue;
      const validate = ajv.compile(schema);
      expect({ route: `${answer.method} ${answer.url} ${answer.status}`, errors: validate(answer.body) ? null : validate.errors }).toEqual({
        route: `${answer.method} ${answer.url} ${answer.status}`,
        errors: null,
      });
      checked.push(`${answer.method} ${answer.url}`);
    }
    expect(new Set(checked).size).toBeGreaterThanOrEqual(15);
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/v1/videos',
        'GET /api/v1/videos/:videoId',
        'GET /api/v1/credits',
        'POST /api/public-api/keys',
        'GET /api/public-api/webhooks/deliveries',
      ]),
    );
  });

  it('serves a self-contained reference page at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('POST /api/account/delete');
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)[^"<\s]*\.(js|css)/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
  });
});
