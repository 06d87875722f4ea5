// npm run bench:auth — logins per second at 16 concurrent clients against the real app (embedded
// PostgreSQL, argon2id at m=19 MiB, t=2, p=1), and the p99 of GET /api/health measured at the
// same time next to its p99 with no login load (the baseline of the same run). Hashing runs on
// libuv's thread pool; if it ever ran on the event loop, health's p99 would climb to the hash time.
import autocannon, { type Result } from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../server/src/db/embedded-postgres';
import { startServer, stopServer } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const loginClients = Number(process.env.BENCH_LOGIN_CLIENTS ?? 16);
const healthClients = Number(process.env.BENCH_HEALTH_CLIENTS ?? 4);
const maxHealthP99Ms = Number(process.env.BENCH_MAX_HEALTH_P99_MS ?? 100);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-bench-auth-'));
const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
const app = await startServer(
  ['--import', 'tsx', 'server/src/main.ts'],
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  `${origin}/api/health`,
  { pin: false }, // the thread pool that hashes needs the machine's cores, as in production
);

type Row = { name: string; rate: number; p50: number; p99: number; errors: number; non2xx: number };
const row = (name: string, r: Result): Row => ({
  name,
  rate: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});

try {
  const me = await fetch(`${origin}/api/auth/me`);
  const csrf = /csrf_token=([^;]+)/.exec(me.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('no CSRF cookie from /api/auth/me');
  const headers = { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf };
  const account = { name: 'Bench Mark', email: 'bench@reelwright.example', password: 'a long bench password', primaryObstacle: 'content-ideas' };
  const registered = await fetch(`${origin}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(account) });
  if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.status} ${await registered.text()}`);

  const health = (duration: number) => autocannon({ url: `${origin}/api/health`, connections: healthClients, duration });
  const logins = (duration: number) =>
    autocannon({
      url: `${origin}/api/auth/login`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: account.email, password: account.password }),
      connections: loginClients,
      duration,
    });

  // warm both paths up (JIT, pool connections) before anything is measured
  await Promise.all([health(3), logins(3)]);
  const idle = row(`GET /api/health alone (${healthClients} clients, baseline)`, await health(seconds));
  const [login, busy] = await Promise.all([logins(seconds), health(seconds)]);
  const loginRow = row(`POST /api/auth/login (${loginClients} clients)`, login);
  const busyRow = row(`GET /api/health during logins (${healthClients} clients)`, busy);

  console.log(
    `\n${seconds} s per measurement; argon2id m=19456 KiB, t=2, p=1; ${os.availableParallelism()} cores; server unpinned; at most (cores - 1) hashes at once.\n`,
  );
  console.log('| measurement | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of [idle, loginRow, busyRow]) console.log(`| ${r.name} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  console.log(`\nlogins per second: ${loginRow.rate}`);
  console.log(
    `health p99 during logins / alone: ${busyRow.p99} ms / ${idle.p99} ms = ${(busyRow.p99 / Math.max(idle.p99, 1)).toFixed(1)}x (limit ${maxHealthP99Ms} ms)`,
  );
  if (busyRow.p99 > maxHealthP99Ms || loginRow.errors + loginRow.non2xx + busyRow.errors + busyRow.non2xx > 0) process.exitCode = 1;
} finally {
  await stopServer(app);
  await rm(dataDir, { recursive: true, force: true });
}
