// `npm run lint`: ESLint (code rules, fetch only in adapters), dependency-cruiser (the design's
// import arrows and no cycles, .dependency-cruiser.mjs) and knip (dead code, unused dependencies).
// Runs all three, so one failure does not hide the others' findings; fails if any failed.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const steps = [
  ['eslint', ['eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['dependency-cruiser', ['depcruise', '.', '--config', '.dependency-cruiser.mjs', '--output-type', 'err']],
  ['knip', ['knip']],
];

const failed = [];
for (const [name, command] of steps) {
  const started = performance.now();
  const status = spawnSync('npx', ['--no-install', ...command], { stdio: 'inherit' }).status ?? 1;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`lint: ${name} ${status === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
  if (status !== 0) failed.push(name);
}

if (failed.length) console.error(`\nlint failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
