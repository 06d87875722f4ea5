// `npm run scan:headers`: the MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory, the
// code behind developer.mozilla.org/observatory) run against the app on this machine. It starts the
// built app on a free loopback port with a throwaway data directory, scans it, prints the score
// and each test's result, and exits 1 when a test that does not need TLS fails. Over plain HTTP two
// tests cannot pass by their nature (redirection to https, HSTS): they are reported, not failed.
// See docs/decisions/032-browser-quality-gates.md.
//
// The scanner is not a dependency of the project: its install scripts download the HSTS preload
// list, the TLD list and a CA bundle from the internet, which `npm ci` on an offline machine cannot.
// It is installed on first use (pinned, scripts skipped) under node_modules/.cache; the preload list
// only matters for https hosts, so an empty one is written in its place.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApp } from './lib/start-app.mjs';

const VERSION = '1.4.8';
const NEEDS_TLS = new Set(['redirection', 'strict-transport-security']);
const prefix = path.resolve('node_modules/.cache/mdn-http-observatory');
const packageDir = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory');

if (!existsSync(path.resolve('client/dist/index.html'))) {
  console.error('No build in client/dist: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(path.join(packageDir, 'package.json'))) {
  console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into ${path.relative('.', prefix)} (install scripts skipped)…`);
  const install = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', `@mdn/mdn-http-observatory@${VERSION}`],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const preload = path.join(packageDir, 'conf/hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');

const app = await startApp();
const port = app.port;

let failed = true;
try {
  const { scan } = await import(pathToFileURL(path.join(packageDir, 'src/index.js')).href);
  const started = Date.now();
  const result = await scan(`127.0.0.1:${port}`);
  const rows = Object.entries(result.tests).map(([test, t]) => ({
    test,
    pass: t.pass,
    result: t.result,
    score: t.scoreModifier,
    'needs TLS': NEEDS_TLS.has(test),
  }));
  console.log(`\nMDN HTTP Observatory ${VERSION} (algorithm ${result.scan.algorithmVersion}) on http://127.0.0.1:${port}/ in ${Date.now() - started} ms`);
  console.table(rows);
  console.log(`score ${result.scan.score}, grade ${result.scan.grade}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`);
  const broken = rows.filter((row) => !row.pass && !row['needs TLS']);
  if (broken.length) console.error(`\nFailed without needing TLS: ${broken.map((row) => `${row.test} (${row.result})`).join(', ')}`);
  else console.log('scan:headers: every test that does not need TLS passes');
  failed = broken.length > 0;
} catch (error) {
  console.error(`scan:headers: ${error instanceof Error ? error.message : error}`);
} finally {
  await app.stop();
}
process.exit(failed ? 1 : 0);
