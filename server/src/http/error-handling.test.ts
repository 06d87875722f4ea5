import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestBrowser, type TestBrowser } from '../../test/test-browser';
import { AppError } from './app-error';

let t: TestApp;
/** Mutating calls carry the CSRF token as the real client's do. */
let browser: TestBrowser;

beforeAll(async () => {
  t = await createTestApp();
  t.app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(2).max(10), age: z.number().int() }).strict() } },
    async (request) => request.body,
  );
  t.app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2 at /srv/secret.ts:12');
  });
  t.app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'That e-mail is already registered.', { field: 'email' });
  });
  browser = createTestBrowser(t.app);
  await browser.open();
});
afterAll(() => t.close());

describe('API errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/x' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No API route matches GET /api/x.' });
  });

  it('answers an unknown /api path of any method with JSON, never the client page', async () => {
    const res = await browser.request({ method: 'DELETE', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('rejects a malformed JSON body with 400 and a message', async () => {
    const res = await browser.request({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name": "Ada", ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('rejects a 10 MB body with 413', async () => {
    const res = await browser.request({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  it('names every invalid field, including unknown keys, with 400', async () => {
    const res = await browser.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'A', age: 'old', admin: true } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['admin', 'age', 'name']);
    expect(body.message).toMatch(/name/);
  });

  it('accepts a valid body', async () => {
    const res = await browser.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ada', age: 36 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ada', age: 36 });
  });

  it('hides the detail of a 5xx and never sends a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(res.body).not.toMatch(/hunter2|secret\.ts|at /);
  });

  it('sends an AppError with its status, message, code and details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'That e-mail is already registered.', field: 'email' });
  });
});

describe('every response', () => {
  it.each(['/api/health', '/api/nope', '/some/page'])('carries the security headers and a request id: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives pages a policy that allows only our own scripts, and cross-origin isolation of the window', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe("the router's own refusals (regressions from the contract fuzzer)", () => {
  it("answers a broken percent-encoding in the path with the JSON error shape, not Fastify's own", async () => {
    for (const url of ['/api/studio/videos/%E0%A4%A/poster', '/api/billing/checkouts/%', '/api/studio/drafts/%ED%A0%80']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The address is not valid: it has a broken percent-encoding.', code: 'BAD_REQUEST' });
      // the router answers before the onRequest hooks: the API's headers are still there
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; object-src 'none'; frame-ancestors 'none'",
      });
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers a path parameter longer than the router takes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/learning/modules/${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'A part of this address is too long to name anything.', code: 'NOT_FOUND' });
  });
});
