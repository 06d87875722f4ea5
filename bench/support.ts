import autocannon, { type RequestParams } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort, startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { createLogger } from '../server/src/logger';

export type BenchResult = { name: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

/**
 * Starts a server process and resolves once `url` answers 200. On a machine with taskset the server
 * gets the last core to itself, so the load generator and the server do not trade places mid-run.
 */
export async function startServer(args: string[], env: Record<string, string>, url: string, options: { pin?: boolean } = {}): Promise<ChildProcess> {
  const cores = os.availableParallelism();
  const pin = (options.pin ?? true) && cores > 1 && existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', String(cores - 1)] : [];
  // BENCH_PROFILE_DIR=dir: every server writes a V8 CPU profile there when it stops (docs/decisions/031-hot-paths.md)
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const [command, ...rest] = [...pin, process.execPath, ...profile, ...args] as [string, ...string[]];
  const child = spawn(command, rest, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer in time`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

type MeasureOptions = {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A request to send instead of a GET of `url` (method, headers, and a `setupRequest` that varies each one). */
  request?: RequestParams & { setupRequest?: (request: RequestParams) => RequestParams };
};

/** A short warm-up, then the measured run. */
export async function measure(name: string, url: string, options: MeasureOptions): Promise<BenchResult> {
  const { connections, headers } = options;
  const requests = options.request ? [options.request] : undefined;
  await autocannon({ url, connections, headers, duration: 2, requests });
  const result = await autocannon({ url, connections, headers, duration: options.seconds, requests });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: BenchResult[]): void {
  console.log('| route | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} |`);
}

/** The middle item by `by` (the upper one of the two middles for an even count). */
export function median<T>(items: T[], by: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The app on a throwaway embedded PostgreSQL, without workers (seeded rows need none, and the CPU
 * belongs to the requests measured); `close` stops both and removes the folder.
 */
export async function startAppOnEmbeddedDatabase(name: string): Promise<{ origin: string; databaseUrl: string; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `reelwright-bench-${name}-`));
  // BENCH_PG_STATS=1: the cluster loads pg_stat_statements and `close` prints its costliest statements (docs/decisions/031-hot-paths.md)
  const pgStats = Boolean(process.env.BENCH_PG_STATS);
  const settings: Record<string, string> = pgStats
    ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', 'pg_stat_statements.track_planning': 'on' }
    : {};
  const database = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'pg'), logger: createLogger('warn'), settings });
  if (pgStats) await withClient(database.url, (c) => c.query('create extension if not exists pg_stat_statements'));
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startServer(
    ['--import', 'tsx', 'server/src/main.ts'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: database.url, RUN_WORKERS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    `${origin}/api/health`,
  );
  return {
    origin,
    databaseUrl: database.url,
    close: async () => {
      await stopServer(app);
      if (pgStats) await withClient(database.url, printCostliestStatements);
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function printCostliestStatements(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ calls: string; plans: string; plan: string; mean: string; total: string; query: string }>(
    `select calls, plans, round(mean_plan_time::numeric, 3) as plan, round(mean_exec_time::numeric, 3) as mean, round((total_exec_time + total_plan_time)::numeric) as total, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) as query
       from pg_stat_statements order by total_exec_time + total_plan_time desc limit 15`,
  );
  console.log('\n| calls | plans | mean plan ms | mean ms | total ms | statement |\n|---:|---:|---:|---:|---:|---|');
  for (const r of rows) console.log(`| ${r.calls} | ${r.plans} | ${r.plan} | ${r.mean} | ${r.total} | ${r.query.replaceAll('|', '\\|')} |`);
}

/**
 * The same run's ceiling (bare Fastify on /hello) and the app on a data directory of its own (its
 * embedded PostgreSQL a child of it), both unpinned: that PostgreSQL needs a core, as in production.
 * Every visitor poses through X-Forwarded-For (TRUST_PROXY).
 */
export async function startCeilingAndApp(
  name: string,
  env: Record<string, string> = {},
): Promise<{ helloUrl: string; origin: string; stop: () => Promise<void> }> {
  const helloPort = await findFreePort();
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  const hello = await startServer(['--import', 'tsx', 'bench/hello-server.ts'], { PORT: String(helloPort) }, helloUrl, { pin: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `reelwright-bench-${name}-`));
  const appPort = await findFreePort();
  const origin = `http://127.0.0.1:${appPort}`;
  const app = await startServer(
    ['--import', 'tsx', 'server/src/main.ts'],
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      TRUST_PROXY: 'true',
      SEED_SHOWCASE: 'false',
      ...env,
    },
    `${origin}/api/health`,
    { pin: false },
  );
  return {
    helloUrl,
    origin,
    stop: async () => {
      await stopServer(hello);
      await stopServer(app);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs one account up over HTTP (with the CSRF cookie dance) and returns its session cookie header. */
export async function signUpOverHttp(origin: string, account: { name: string; email: string; ip?: string }): Promise<{ cookie: string; userId: string }> {
  const me = await fetch(`${origin}/api/auth/me`);
  const csrf = /csrf_token=([^;]+)/.exec(me.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('no CSRF cookie from /api/auth/me');
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrf_token=${csrf}`,
      'x-csrf-token': csrf,
      ...(account.ip ? { 'x-forwarded-for': account.ip } : {}),
    },
    body: JSON.stringify({ name: account.name, email: account.email, password: 'a long bench password', primaryObstacle: 'content-ideas' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}
