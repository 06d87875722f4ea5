// scratch: profile the opt-in path (not committed)
import autocannon from 'autocannon';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort, startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { createLogger } from '../server/src/logger';
import { startServer, stopServer } from './support';

const seconds = Number(process.env.S ?? 8);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'speed-prof-'));
const settings: Record<string, string> = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', log_lock_waits: 'on', deadlock_timeout: '50ms', track_io_timing: 'on' };
for (const kv of (process.env.PGSET ?? '').split(',').filter(Boolean)) { const [k, v] = kv.split('='); settings[k!] = v!; }
const db = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'pg'), logger: createLogger('warn'), settings });
const c = new pg.Client({ connectionString: db.url }); await c.connect();
await c.query('create extension if not exists pg_stat_statements');
const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
const profDir = path.join(dataDir, 'prof');
const app = await startServer(['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'server/src/main.ts'],
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: db.url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', TRUST_PROXY: 'true', SEED_SHOWCASE: 'false', RUN_WORKERS: 'false', ...(process.env.POOL ? { DATABASE_POOL_MAX: process.env.POOL } : {}) },
  `${origin}/api/health`, { pin: false });
const csrf = /csrf_token=([^;]+)/.exec((await fetch(`${origin}/api/auth/me`)).headers.get('set-cookie') ?? '')?.[1]!;
let sent = 0; const run = Date.now().toString(36);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const request = { method: 'POST' as const, path: '/api/opt-in-handler',
  headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'user-agent': BROWSER },
  setupRequest: (req: any) => { sent += 1; const n = sent; return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }, body: JSON.stringify({ email: `bench.${n}.${run}@studio.io`, source: 'default', headlineVariant: n % 2 ? 'revenue' : 'transformation' }) }; } };
await autocannon({ url: origin, connections: 50, duration: 2, requests: [request] });
const { execSync } = await import('node:child_process');
const { readdirSync, readFileSync } = await import('node:fs');
const cpu = () => { const out: Record<string, number> = { node: 0, pg: 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) { let st = ''; try { st = readFileSync(`/proc/${pid}/stat`, 'utf8'); } catch { continue; }
    const comm = st.slice(st.indexOf('(') + 1, st.lastIndexOf(')')); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); const t = (Number(f[11]) + Number(f[12])) / 100;
    if (Number(pid) === app.pid) out.node += t; else if (comm === 'postgres') out.pg += t; }
  return out; };
await c.query('select pg_stat_statements_reset()'); await c.query("select pg_stat_reset_shared('wal')");
const c0 = cpu(); const t0 = process.cpuUsage();
const r = await autocannon({ url: origin, connections: 50, duration: seconds, requests: [request] });
const c1 = cpu(); const t1 = process.cpuUsage(t0);
console.log(`cpu ms per request: node ${(((c1.node - c0.node) * 1000) / r.requests.total).toFixed(3)} pg ${(((c1.pg - c0.pg) * 1000) / r.requests.total).toFixed(3)} loadgen ${((t1.user + t1.system) / 1000 / r.requests.total).toFixed(3)}`);
console.log(`req/s ${r.requests.average} p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx} errors ${r.errors}`);
const total = r.requests.total;
const st = await c.query(`select calls, round(total_exec_time::numeric,1) ms, round(mean_exec_time::numeric,3) mean, left(regexp_replace(query,'\\s+',' ','g'),110) q from pg_stat_statements order by calls desc limit 25`);
console.log('requests', total); for (const row of st.rows) console.log(row.calls, row.ms, row.mean, row.q);
const wal = await c.query('select * from pg_stat_wal'); console.log(wal.rows[0]);
const locks = await c.query("select count(*) from pg_locks where not granted"); console.log('waiting locks now', locks.rows[0]);
await c.end();
await stopServer(app);
await db.stop();
const files = await readdir(profDir);
console.log('profile', path.join(profDir, files[0]!));
