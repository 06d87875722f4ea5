/* global window, document, sessionStorage, localStorage -- these run inside the page, through Playwright */
// `npm run size`: the speed budgets of the marketing issue, measured the way a visitor pays for
// them. The built client (client/dist) is served by a tiny static server with the SPA fallback,
// Debian's Chromium opens each public page, and every script and style sheet it fetched is
// gzipped from disk. Budgets (gzip level 9):
//   - JavaScript every page pays up front (the entry and the preloads index.html names) ≤ 100 KB;
//   - JavaScript for `/` (the opt-in page since the growth-funnel issue: entry plus its screen,
//     before any interaction) ≤ 100 KB (issue 6); see docs/decisions/010;
//   - every lazily loaded chunk of a public page (sections fetched on scroll) ≤ 60 KB each;
//   - CSS ≤ 30 KB.
// Run after `npm run build`. Exits 1 when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const KB = 1024;
const BUDGETS = { entryJs: 100 * KB, rootJs: 100 * KB, lazyChunk: 60 * KB, css: 30 * KB };
const PAGES = ['/', '/thank-you', '/landing-full', '/landing', '/pricing', '/faq', '/privacy'];
const distDir = path.resolve('client/dist');

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No build in client/dist: run `npm run build` first.');
  process.exit(1);
}

const gzipCache = new Map();
function gzippedSize(urlPath) {
  if (!gzipCache.has(urlPath)) gzipCache.set(urlPath, gzipSync(readFileSync(path.join(distDir, urlPath)), { level: 9 }).length);
  return gzipCache.get(urlPath);
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const server = createServer((request, response) => {
  const urlPath = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  const file = path.join(distDir, urlPath);
  if (urlPath.startsWith('/api/')) return response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no API here"}');
  const target = file.startsWith(distDir) && existsSync(file) && path.extname(file) ? file : path.join(distDir, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' }).end(readFileSync(target));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
// Scripts named by index.html (the entry and its preloads) are what every page pays up front;
// every other chunk is loaded lazily (route screens, sections) and has the per-chunk budget.
const entryScripts = new Set([...readFileSync(path.join(distDir, 'index.html'), 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--disable-gpu'] });
const failures = [];
const rows = [];
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

try {
  for (const pagePath of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // A returning visitor: intro seen, cookies decided, so nothing but the page itself loads.
    await context.addInitScript(() => {
      sessionStorage.setItem('intro_seen', 'true');
      localStorage.setItem('cookie-consent', 'declined');
    });
    const page = await context.newPage();
    const fetched = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) fetched.push(pathname);
    });
    await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
    const initial = [...fetched];
    // Scroll to the bottom so every lazily loaded section is fetched too.
    for (let i = 0; i < 60; i++) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
      });
      await page.waitForTimeout(60);
      if (atBottom) break;
    }
    await page.waitForLoadState('networkidle');
    const lazy = [...new Set(fetched.filter((file) => file.endsWith('.js') && !entryScripts.has(file)))];
    const initialJs = initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzippedSize(f), 0);
    const css = [...new Set(fetched.filter((f) => f.endsWith('.css')))].reduce((sum, f) => sum + gzippedSize(f), 0);
    const biggestLazy = lazy.reduce((max, f) => (gzippedSize(f) > max.size ? { file: f, size: gzippedSize(f) } : max), { file: '-', size: 0 });
    const onScroll = fetched.filter((file) => !initial.includes(file) && file.endsWith('.js')).length;
    rows.push({ page: pagePath, 'JS before scrolling': kb(initialJs), 'chunks on scroll': onScroll, 'largest lazy chunk': kb(biggestLazy.size), CSS: kb(css) });
    const entryJs = [...entryScripts].reduce((sum, f) => sum + gzippedSize(f), 0);
    if (pagePath === '/' && entryJs > BUDGETS.entryJs) failures.push(`entry JS is ${kb(entryJs)} (budget ${kb(BUDGETS.entryJs)})`);
    if (pagePath === '/' && initialJs > BUDGETS.rootJs) failures.push(`JS for / is ${kb(initialJs)} (budget ${kb(BUDGETS.rootJs)})`);
    for (const file of lazy) if (gzippedSize(file) > BUDGETS.lazyChunk) failures.push(`${pagePath}: lazy chunk ${file} is ${kb(gzippedSize(file))} (budget ${kb(BUDGETS.lazyChunk)})`);
    if (css > BUDGETS.css) failures.push(`${pagePath}: CSS is ${kb(css)} (budget ${kb(BUDGETS.css)})`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.table(rows);
console.log(`budgets: entry JS ≤ ${kb(BUDGETS.entryJs)}, JS for / ≤ ${kb(BUDGETS.rootJs)}, each lazy public chunk ≤ ${kb(BUDGETS.lazyChunk)}, CSS ≤ ${kb(BUDGETS.css)} (gzip -9)`);
if (failures.length) {
  console.error(`\nBudget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('size: all budgets hold');
