// npm run seo — Lighthouse's SEO category (mobile preset) with Debian's Chromium over the public
// pages the sitemap lists, one run each (the audits are checks, not timings). Prints a table of
// scores and the failing audits, and fails when a page scores below SEO_MIN_SCORE (default 100).
// Build first (`npm run build`); not part of the test run.
import { indexableRoutes } from '@common/routes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../server/src/db/embedded-postgres';
import { startServer, stopServer } from './support';

const minScore = Number(process.env.SEO_MIN_SCORE ?? 100);
const pages = process.env.SEO_PAGES ? process.env.SEO_PAGES.split(',') : [...indexableRoutes];

if (!existsSync('client/dist/index.html')) throw new Error('No build in client/dist: run `npm run build` first.');

type Row = { page: string; seo: number; failing: string[]; details: string[] };

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-seo-'));
const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
const app = await startServer(
  ['--import', 'tsx', 'server/src/main.ts'],
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SHOWCASE: 'false', PUBLIC_URL: origin },
  `${origin}/api/health`,
  { pin: false },
);

const rows: Row[] = [];
try {
  for (const page of pages) {
    // a fresh browser per page: a second Lighthouse run on the same Chromium stalled here
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const result = await lighthouse(`${origin}${page}`, { port: chrome.port, onlyCategories: ['seo'], logLevel: 'error', output: 'json' }).finally(() =>
      chrome.kill(),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    const category = lhr.categories.seo!;
    // an audit counts when it weighs in the score and did not pass (manual and not-applicable ones have no score)
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    // what each failing audit found (a link's text and target, a tag), to fix it without opening the report
    const details = failing.flatMap((id) =>
      ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).map((item) => `${page} ${id}: ${JSON.stringify(item)}`),
    );
    rows.push({ page, seo: Math.round((category.score ?? 0) * 100), failing, details });
  }
} finally {
  await stopServer(app);
  await rm(dataDir, { recursive: true, force: true });
}

console.log('Lighthouse SEO (mobile)');
console.log('| page | SEO | failing audits |');
console.log('|---|---:|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.seo} | ${r.failing.join(', ') || '—'} |`);
for (const detail of rows.flatMap((r) => r.details)) console.log(detail.slice(0, 300));
const below = rows.filter((r) => r.seo < minScore);
if (below.length) {
  console.error(`\nBelow ${minScore}: ${below.map((r) => r.page).join(', ')}`);
  process.exitCode = 1;
}
