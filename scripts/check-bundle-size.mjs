/* global window, document -- these run inside the page, through Playwright */
// `npm run size`: the speed budgets of the public pages, recorded from the browser (issue 19). The
// built app itself (server/src/main.ts: prerendered HTML, precompressed assets, the API) starts on
// a loopback port with a fresh database, and Debian's Chromium opens each page as a FIRST-TIME
// visitor (empty cache, no intro seen, no cookie decision). Every JavaScript response the browser
// receives is counted, with the exact bytes served (decoded) gzipped at level 9:
//   - "JS before interaction": everything fetched from navigation until the page is quiet, the
//     intro included (entry, modulepreloads, the screen's chunk and the chunks fetched right after
//     load) and no input sent. Budget for `/`: ≤ 100 KB (issue 6, docs/decisions/010 and 032);
//   - then the page is scrolled to the bottom (an interaction): each lazily loaded chunk ≤ 60 KB;
//   - CSS ≤ 30 KB.
// Run after `npm run build`. Exits 1 when a budget is exceeded.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startApp } from './lib/start-app.mjs';

const KB = 1024;
const BUDGETS = { rootJs: 100 * KB, lazyChunk: 60 * KB, css: 30 * KB };
/** How long after load a page is watched, at least, and how long without a script request ends it. */
const SETTLE_MS = 6_000;
const QUIET_MS = 2_000;
const PAGES = ['/', '/landing-full', '/pricing', '/thank-you', '/landing', '/faq', '/privacy'];

if (!existsSync(path.resolve('client/dist/index.html'))) {
  console.error('No build in client/dist: run `npm run build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const app = await startApp();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--disable-gpu'] });
const failures = [];
const rows = [];

/** One page in a context of its own (the pages are measured side by side: bytes do not depend on timing). */
async function measure(pagePath) {
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    /** url → gzipped size of the bytes received, in the order the browser received them */
    const received = new Map();
    const pending = [];
    let interacted = false;
    const beforeInteraction = new Set();
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') lastScriptAt = Date.now();
    });
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const { pathname } = new URL(response.url());
      const kind = /javascript/.test(type) ? 'js' : /text\/css/.test(type) ? 'css' : null;
      if (!kind || response.status() !== 200) return;
      if (!interacted) beforeInteraction.add(pathname);
      pending.push(
        response.body().then(
          (body) => received.set(pathname, { kind, gzip: gzipSync(body, { level: 9 }).length }),
          () => {},
        ),
      );
    });
    await page.goto(app.origin + pagePath, { waitUntil: 'load' });
    const loadedAt = Date.now();
    // The intro plays (about 2 s) on a first visit, and pages fetch chunks on timers after load
    // (e.g. the opt-in page's exit-intent modal): watch until the intro is over, at least
    // SETTLE_MS have passed since load and no script was requested for QUIET_MS. (Not
    // "networkidle": a page's open API calls and media keep the network busy.)
    await page.waitForFunction(() => !document.querySelector('[data-testid="intro-animation"]'), undefined, { timeout: 15_000 });
    while (Date.now() - loadedAt < SETTLE_MS || Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(100);
    await Promise.all(pending);
    const initialJs = [...beforeInteraction].filter((file) => received.get(file)?.kind === 'js');
    const initialBytes = initialJs.reduce((sum, file) => sum + received.get(file).gzip, 0);

    // Scrolling to the bottom fetches every lazily loaded section (this is an interaction).
    interacted = true;
    for (let i = 0; i < 60; i++) {
      const atBottom = await page.evaluate(async () => {
        window.scrollBy(0, window.innerHeight);
        await new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
        return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
      });
      if (atBottom) break;
    }
    lastScriptAt = Date.now();
    while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(100);
    await Promise.all(pending);
    const lazy = [...received].filter(([file, r]) => r.kind === 'js' && !beforeInteraction.has(file));
    const css = [...received.values()].filter((r) => r.kind === 'css').reduce((sum, r) => sum + r.gzip, 0);
    const biggestLazy = lazy.reduce((max, [, r]) => Math.max(max, r.gzip), 0);
    rows[PAGES.indexOf(pagePath)] = {
      page: pagePath,
      'JS before interaction': kb(initialBytes),
      'JS files': initialJs.length,
      'chunks on scroll': lazy.length,
      'largest lazy chunk': kb(biggestLazy),
      CSS: kb(css),
    };
    if (pagePath === '/' && initialBytes > BUDGETS.rootJs)
      failures.push(`JS for / before interaction is ${kb(initialBytes)} (budget ${kb(BUDGETS.rootJs)}): ${initialJs.join(', ')}`);
    for (const [file, r] of lazy)
      if (r.gzip > BUDGETS.lazyChunk) failures.push(`${pagePath}: lazy chunk ${file} is ${kb(r.gzip)} (budget ${kb(BUDGETS.lazyChunk)})`);
    if (css > BUDGETS.css) failures.push(`${pagePath}: CSS is ${kb(css)} (budget ${kb(BUDGETS.css)})`);
    if (process.env.SIZE_VERBOSE)
      console.log(
        pagePath,
        initialJs.map((f) => `${f} ${kb(received.get(f).gzip)}`),
      );
    await context.close();
  }
}

try {
  await Promise.all(PAGES.map(measure));
} finally {
  await browser.close();
  await app.stop();
}

console.table(rows);
console.log(
  `budgets: JS for / before interaction ≤ ${kb(BUDGETS.rootJs)}, each lazy public chunk ≤ ${kb(BUDGETS.lazyChunk)}, CSS ≤ ${kb(BUDGETS.css)} (first-time visitor, bytes served gzipped -9)`,
);
if (failures.length) {
  console.error(`\nBudget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('size: all budgets hold');
