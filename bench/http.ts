// npm run bench:http — the ceiling (bare Fastify hello world) and GET /api/health of the real app
// (embedded PostgreSQL, default settings), measured in the same run, with their ratio. Both servers
// stay up and are measured in alternating rounds; the ratio is the median of the per-round ratios,
// so a burst of noise on this small shared machine moves both sides of a round alike.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../server/src/db/embedded-postgres';
import { measure, median, printTable, startServer, stopServer, type BenchResult } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const minRatio = Number(process.env.BENCH_MIN_RATIO ?? 0.5);

const helloPort = await findFreePort();
const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
const hello = await startServer(['--import', 'tsx', 'bench/hello-server.ts'], { PORT: String(helloPort) }, helloUrl);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-bench-'));
const appPort = await findFreePort();
const healthUrl = `http://127.0.0.1:${appPort}/api/health`;
const app = await startServer(
  ['--import', 'tsx', 'server/src/main.ts'],
  { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  healthUrl,
);

const ceilingRounds: BenchResult[] = [];
const healthRounds: BenchResult[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    ceilingRounds.push(await measure('bare Fastify GET /hello (ceiling)', helloUrl, { connections, seconds }));
    healthRounds.push(await measure('Reelwright GET /api/health', healthUrl, { connections, seconds }));
  }
} finally {
  await stopServer(hello);
  await stopServer(app);
  await rm(dataDir, { recursive: true, force: true });
}

const byThroughput = (r: BenchResult) => r.requestsPerSecond;
const ceiling = median(ceilingRounds, byThroughput);
const health = median(healthRounds, byThroughput);
const roundRatios = healthRounds.map((h, i) => h.requestsPerSecond / ceilingRounds[i]!.requestsPerSecond);
const ratio = median(roundRatios, (r) => r);
console.log(`\n${connections} connections; ${rounds} alternating rounds of ${seconds} s (each after a 2 s warm-up); rows are the median rounds.`);
console.log('Server pinned to its own core when taskset is available; load generator in this process.\n');
printTable([ceiling, health]);
console.log(
  `\nrounds (req/s): ceiling ${ceilingRounds.map((r) => r.requestsPerSecond).join(', ')}; health ${healthRounds.map((r) => r.requestsPerSecond).join(', ')}`,
);
console.log(`per-round ratios: ${roundRatios.map((r) => r.toFixed(2)).join(', ')}`);
console.log(`ratio health / ceiling (median round): ${ratio.toFixed(2)} (target ≥ ${minRatio})`);
if (ratio < minRatio || health.errors > 0 || health.non2xx > 0) process.exitCode = 1;
