// `npm test`: unit and API tests (Vitest), the two-instance chaos test (Vitest), then the browser
// tests (Playwright, Debian's Chromium) against a fresh build. Ends with one line that sums both: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { testBrowserPath } from './lib/test-browser-path.mjs';

const resultsDir = path.resolve('.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// CI keeps only the tail of the log, so the names of the failed tests are repeated at the end
const failedTests = [];
const noteVitestFailures = (report) => {
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${where} › ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
    if (file.status === 'failed' && failed.length === 0) failedTests.push(`${where}: ${(file.message ?? '').split('\n')[0]}`);
  }
};
const notePlaywrightFailures = (suite, titles = []) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message ?? '';
      failedTests.push(`${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${error.split('\n')[0]}`);
    }
  }
  for (const child of suite.suites ?? []) notePlaywrightFailures(child, [...titles, child.title]);
};

const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  noteVitestFailures(vitest);
}
if (vitestStatus !== 0 || !vitest) failedSteps.push('unit/API tests');

// Two API instances and two workers on one PostgreSQL that is restarted under load, and a worker
// killed mid-render (`npm run test:chaos`, docs/decisions/030); about two minutes.
const chaosJson = path.join(resultsDir, 'chaos.json');
const chaosStatus = run('npx', [
  'vitest',
  'run',
  '--config',
  'vitest.chaos.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${chaosJson}`,
]);
const chaos = readJson(chaosJson);
if (chaos) {
  totals.passed += chaos.numPassedTests;
  totals.failed += chaos.numFailedTests;
  totals.skipped += chaos.numPendingTests + chaos.numTodoTests;
  noteVitestFailures(chaos);
}
if (chaosStatus !== 0 || !chaos) failedSteps.push('two-instance and restart (chaos) tests');

const chromium = testBrowserPath();
const requireE2e = process.env.REQUIRE_E2E === '1';
if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! No Chromium at ${chromium}: the BROWSER TESTS WERE NOT RUN.`);
  console.error('!! Install it (apt-get install chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  if (requireE2e) failedSteps.push('browser tests (REQUIRE_E2E=1 but no Chromium)');
} else {
  const buildStatus = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (buildStatus !== 0) failedSteps.push('client build');
  else {
    // Speed budgets of the public pages (JS a first-time visitor receives on / before any interaction,
    // lazy chunks, CSS), recorded in Chromium from the real app (docs/decisions/032).
    if (run('node', ['scripts/check-bundle-size.mjs'], { CHROMIUM_PATH: chromium }) !== 0) failedSteps.push('bundle size budgets');
    const playwrightJson = path.join(resultsDir, 'playwright.json');
    const e2eStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      CHROMIUM_PATH: chromium,
    });
    const playwright = readJson(playwrightJson);
    const stats = playwright?.stats;
    for (const suite of playwright?.suites ?? []) notePlaywrightFailures(suite);
    if (stats) {
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
    if (e2eStatus !== 0 || !stats) failedSteps.push('browser tests');
  }
}

if (failedTests.length) console.error(`\nFailed tests:\n${failedTests.map((line) => `  ✗ ${line.slice(0, 300)}`).join('\n')}`);
if (failedSteps.length) console.error(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
