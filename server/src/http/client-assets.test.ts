import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { publicRoutes } from '@common/routes';
import { createTestBrowser } from '../../test/test-browser';
import { createTestApp, type TestApp } from '../../test/test-app';

const PRERENDERED_ROOT = '<!doctype html><title>Free Guide</title><div id="root"><h1>Opt in</h1></div>';
const PRERENDERED_LANDING = '<!doctype html><title>Landing</title><div id="root"><h1>Viral video</h1></div>';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'reelwright-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Reelwright</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build's precompress step writes beside a chunk.
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js.gz'), gzipSync('console.log(1)'));
  // What the build's prerender step writes (scripts/prerender.ts), `/` included.
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(
    path.join(dist, 'prerendered', 'routes.json'),
    JSON.stringify({ '/': 'prerendered/index.html', '/landing-full': 'prerendered/landing-full.html' }),
  );
  await writeFile(path.join(dist, 'prerendered', 'index.html'), PRERENDERED_ROOT);
  await writeFile(path.join(dist, 'prerendered', 'landing-full.html'), PRERENDERED_LANDING);
  await writeFile(path.join(dist, 'prerendered', 'landing-full.html.br'), brotliCompressSync(PRERENDERED_LANDING));
  t = await createTestApp({ CLIENT_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves index.html without long-lived caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed brotli or gzip file when the browser accepts it', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('revalidates unhashed files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a prerendered page at its route, revalidated, precompressed when accepted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/landing-full?utm_source=ad' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(PRERENDERED_LANDING);
    const br = await t.app.inject({ method: 'GET', url: '/landing-full', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await t.app.inject({ method: 'HEAD', url: '/landing-full' })).statusCode).toBe(200);
  });

  it('serves a prerendered / instead of the bare index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toBe(PRERENDERED_ROOT);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/pricing', '/admin/leads/42', '/animation/7?x=1', '/dashboard/'])('answers the client page for the screen %s with a 200', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['/landing-full/extra', '/no/such/page?x=1', '/verify'])(
    'answers %s, which is no screen, with the client page (its not-found screen) and a 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves robots.txt as text: public pages allowed, the studio, admin and API not, the sitemap named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /admin', `Sitemap: ${t.config.publicOrigin}/sitemap.xml`]),
    );
    expect(lines).not.toContain('Disallow: /pricing');
  });

  it('serves sitemap.xml listing the public pages only, each one a screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locations).toEqual(expect.arrayContaining(['/', '/pricing', '/faq', '/terms', '/privacy']));
    expect(locations.filter((p) => !publicRoutes.includes(p as never))).toEqual([]);
    expect(locations).not.toContain('/auth');
    for (const location of locations) expect((await t.app.inject({ method: 'GET', url: location })).statusCode).toBe(200);
  });

  it('answers the client page for an unknown /share/{token}, uncached and without a preview', async () => {
    // the share page route (studio/share-page.ts) adds link-preview tags only for a live token
    const res = await t.app.inject({ method: 'GET', url: '/share/abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('og:image');
  });

  it('keeps unknown API paths as JSON 404s and missing assets as 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pricing' })).json().code).toBe('NOT_FOUND');
    const browser = createTestBrowser(t.app);
    await browser.open();
    const asset = await browser.post('/assets/missing.js');
    expect(asset.statusCode).toBe(404);
  });
});
