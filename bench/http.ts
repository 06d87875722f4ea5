// npm run bench:http — the ceiling (bare Fastify hello world) and GET /api/health of the real app
// (embedded PostgreSQL, default settings), measured in the same run, with their ratio.
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../server/src/db/embedded-postgres';
import { measure, printTable, startServer, stopServer } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const minRatio = Number(process.env.BENCH_MIN_RATIO ?? 0.5);

const helloPort = await findFreePort();
const hello = await startServer(['--import', 'tsx', 'bench/hello-server.ts'], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/hello`);
const ceiling = await measure('bare Fastify GET /hello (ceiling)', `http://127.0.0.1:${helloPort}/hello`, { connections, seconds });
await stopServer(hello);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-bench-'));
await chmod(dataDir, 0o755);
const appPort = await findFreePort();
const healthUrl = `http://127.0.0.1:${appPort}/api/health`;
const app = await startServer(
  ['--import', 'tsx', 'server/src/main.ts'],
  { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  healthUrl,
);
const health = await measure('Reelwright GET /api/health', healthUrl, { connections, seconds });
await stopServer(app);
await rm(dataDir, { recursive: true, force: true });

const ratio = health.requestsPerSecond / ceiling.requestsPerSecond;
console.log(`\n${connections} connections, ${seconds} s each after a 2 s warm-up; server and load generator in separate processes.\n`);
printTable([ceiling, health]);
console.log(`\nratio health / ceiling: ${ratio.toFixed(2)} (target ≥ ${minRatio})`);
if (ratio < minRatio || health.errors > 0 || health.non2xx > 0) process.exitCode = 1;
