// npm run bench:web — Lighthouse (mobile preset: the default config, simulated slow 4G and a 4x
// slower CPU) with Debian's Chromium on the built app's public pages, 3 runs each, median by
// performance score. Prints performance, LCP, TBT and CLS, and fails when a page scores below
// BENCH_MIN_SCORE (default 95) or shifts more than BENCH_MAX_CLS (default 0.05). Build first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../server/src/db/embedded-postgres';
import { median, startServer, stopServer } from './support';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const minScore = Number(process.env.BENCH_MIN_SCORE ?? 95);
const maxCls = Number(process.env.BENCH_MAX_CLS ?? 0.05);
const pages = (process.env.BENCH_PAGES ?? '/,/landing-full,/pricing').split(',');

if (!existsSync('client/dist/index.html')) throw new Error('No build in client/dist: run `npm run build` first.');

type Row = { page: string; performance: number; lcpMs: number; tbtMs: number; cls: number };

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-bench-web-'));
const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
const app = await startServer(
  ['--import', 'tsx', 'server/src/main.ts'],
  // No seeded showcase renders: ffmpeg would compete with Chromium for the CPU while Lighthouse runs.
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SHOWCASE: 'false' },
  `${origin}/api/health`,
  { pin: false },
);

const rows: Row[] = [];
try {
  for (const page of pages) {
    const samples: Row[] = [];
    for (let run = 0; run < runs; run++) {
      // A fresh browser per run: a first-time visitor with an empty cache, as Lighthouse intends.
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(`${origin}${page}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { lhr } = result;
        // BENCH_REPORT_DIR keeps every full report, for digging into a bad score.
        if (process.env.BENCH_REPORT_DIR)
          writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${page.replace(/\W+/g, '_') || 'root'}-${run}.json`), JSON.stringify(lhr));
        samples.push({
          page,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        });
      } finally {
        await chrome.kill();
      }
    }
    rows.push(median(samples, (s) => s.performance));
  }
} finally {
  await stopServer(app);
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`Lighthouse mobile, median of ${runs} runs`);
console.log('| page | performance | LCP ms | TBT ms | CLS |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.page} | ${r.performance} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`);
const failing = rows.filter((r) => r.performance < minScore || r.cls > maxCls);
if (failing.length) {
  console.error(`\nBelow the bar (performance ≥ ${minScore}, CLS ≤ ${maxCls}): ${failing.map((r) => r.page).join(', ')}`);
  process.exitCode = 1;
}
