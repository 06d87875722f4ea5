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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

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
  const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', `@mdn/mdn-http-observatory@${VERSION}`], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const preload = path.join(packageDir, 'conf/hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelwright-scan-'));
// the scan is of plain http on loopback, on a database of its own
const env = { ...process.env };
delete env.PUBLIC_URL;
delete env.DATABASE_URL;
const app = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SHOWCASE: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  if (app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

let failed = true;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    const healthy = await globalThis.fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the app did not answer /api/health within 120 s');
    await sleep(250);
  }
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
  await stop();
}
process.exit(failed ? 1 : 0);
