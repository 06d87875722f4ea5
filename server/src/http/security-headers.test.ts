import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { createFakeVideoProvider } from '../../test/fake-video-provider';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestBrowser, newAccount } from '../../test/test-browser';
import { createRender, runRender } from '../modules/renders/service';
import { securityHeaders } from './security-headers';

// The security headers on every kind of response the app sends (issue 19): pages (prerendered,
// the client's index, the share page), static assets (plain, precompressed, 304), API JSON (2xx),
// every API error status, unknown API paths, media (200, 206, 304, 416) and HEAD requests; and
// HSTS on all of them when the public URL is https. docs/decisions/005 and 032.

const PAGE = securityHeaders({ https: false }).document;
const API = securityHeaders({ https: false }).api;

let t: TestApp;
let https: TestApp;
let dist: string;
let demoId: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'reelwright-headers-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Reelwright</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'prerendered', 'routes.json'), JSON.stringify({ '/': 'prerendered/index.html' }));
  await writeFile(path.join(dist, 'prerendered', 'index.html'), '<!doctype html><title>Free Guide</title><div id="root"><h1>Opt in</h1></div>');
  [t, https] = await Promise.all([
    createTestApp({ CLIENT_DIST_DIR: dist }),
    createTestApp({ CLIENT_DIST_DIR: dist, PUBLIC_URL: 'https://reelwright.example' }),
  ]);
  for (const app of [t, https])
    app.app.get('/api/test/boom', async () => {
      throw new Error('a bug');
    });
  const { provider } = createFakeVideoProvider({ bytes: 2_000 });
  const job = await createRender(
    { db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now },
    { kind: 'demo', prompt: 'A test video prompt', visualStyle: 'pixar', aspectRatio: '9:16', durationSeconds: 5, creatorPlan: 'free' },
  );
  await runRender({ ...t.jobDeps, providers: [provider] }, job.id);
  demoId = job.id;
});
afterAll(async () => {
  await Promise.all([t?.close(), https?.close()]);
  await rm(dist, { recursive: true, force: true });
});

function expectHeaders(res: LightMyRequestResponse, set: Record<string, string>) {
  for (const [name, value] of Object.entries(set)) expect({ name, value: res.headers[name] }).toEqual({ name, value });
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-powered-by']).toBeUndefined();
}

type Case = [kind: string, status: number, send: (app: TestApp) => Promise<LightMyRequestResponse>];
/** A browser that opened the app (it holds the CSRF cookie, as a page does). */
async function opened(app: TestApp) {
  const browser = createTestBrowser(app.app);
  await browser.open();
  return browser;
}
const post = (url: string, payload: unknown) => async (app: TestApp) => (await opened(app)).post(url, payload);
const get =
  (url: string, headers: Record<string, string> = {}) =>
  (app: TestApp) =>
    createTestBrowser(app.app).request({ method: 'GET', url, headers });

const pages: Case[] = [
  ['a prerendered page', 200, get('/')],
  ["the client's index for a screen", 200, get('/dashboard')],
  ['an unknown page (the client shows not-found)', 404, get('/no/such/screen')],
  ['the share page with link previews', 200, get(`/share/${'x'.repeat(32)}`)],
  ['a page by HEAD', 200, (app) => app.app.inject({ method: 'HEAD', url: '/pricing' })],
  ['a static asset', 200, get('/assets/index-3f9a1c.js')],
  ['a precompressed asset', 200, get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br' })],
  ['the favicon', 200, get('/favicon.svg')],
  [
    'an asset not modified',
    304,
    async (app) => {
      const first = await get('/assets/index-3f9a1c.js')(app);
      return get('/assets/index-3f9a1c.js', { 'if-none-match': String(first.headers.etag) })(app);
    },
  ],
];

const api: Case[] = [
  ['API JSON', 200, get('/api/health')],
  ['API JSON, the current user unknown', 401, get('/api/auth/me')],
  ['API JSON, created', 201, async (app) => post('/api/auth/register', newAccount())(app)],
  ['API validation error', 400, post('/api/opt-in-handler', { email: 42 })],
  [
    'API malformed JSON',
    400,
    async (app) =>
      (await opened(app)).request({ method: 'POST', url: '/api/opt-in-handler', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
  ],
  ['API signed out', 401, get('/api/credits')],
  [
    'API without the CSRF token',
    403,
    (app) => createTestBrowser(app.app).request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x' }, withoutCsrf: true }),
  ],
  ['API not found (a known route)', 404, get(`/api/share/${'x'.repeat(32)}`)],
  ['API unknown path', 404, get('/api/no/such/thing')],
  ['API unknown path, other method', 404, async (app) => (await opened(app)).request({ method: 'DELETE', url: '/api/no/such/thing' })],
  ['API body too large', 413, post('/api/opt-in-handler', { email: 'x'.repeat(2 * 1024 * 1024) })],
  [
    'API rate limited',
    429,
    async (app) => {
      const browser = await opened(app);
      const email = `reset.${Date.now()}@studio.example`;
      for (let i = 0; i < 5; i++) await browser.post('/api/auth/password-reset', { email });
      return browser.post('/api/auth/password-reset', { email });
    },
  ],
  ['API internal error', 500, get('/api/test/boom')],
  ['API OpenAPI document', 200, get('/api/openapi.json')],
];

const media: Case[] = [
  ['media, whole file', 200, (app) => get(`/api/public/demo-video-proxy/${demoId}`)(app)],
  ['media, a range', 206, (app) => get(`/api/public/demo-video-proxy/${demoId}`, { range: 'bytes=0-99' })(app)],
  ['media, not satisfiable', 416, (app) => get(`/api/public/demo-video-proxy/${demoId}`, { range: 'bytes=999999-' })(app)],
  [
    'media, not modified',
    304,
    async (app) => {
      const first = await get(`/api/public/demo-video-proxy/${demoId}`)(app);
      return get(`/api/public/demo-video-proxy/${demoId}`, { 'if-none-match': String(first.headers.etag) })(app);
    },
  ],
  ['media by HEAD', 200, (app) => app.app.inject({ method: 'HEAD', url: `/api/public/demo-video-proxy/${demoId}` })],
  ['media, unknown video', 404, get('/api/public/demo-video-proxy/00000000-0000-4000-8000-000000000000')],
];

describe('the page set on every document and static file', () => {
  it.each(pages)('%s (%i)', async (_kind, status, send) => {
    const res = await send(t);
    expect(res.statusCode).toBe(status);
    expectHeaders(res, PAGE);
  });
});

describe('the API set on every API answer, errors included', () => {
  it.each([...api, ...media])('%s (%i)', async (_kind, status, send) => {
    const res = await send(t);
    expect(res.statusCode).toBe(status);
    expectHeaders(res, API);
    if (status >= 400 && status !== 416) expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('with an https public URL', () => {
  it.each([...pages, ...api].filter(([, status]) => status !== 304))('%s (%i) also carries HSTS', async (_kind, status, send) => {
    const res = await send(https);
    expect(res.statusCode).toBe(status);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain(
      res.headers['content-type']?.toString().startsWith('text/html') ? 'upgrade-insecure-requests' : 'default-src',
    );
  });
});
