/**
 * `npm run test:chaos` (docs/decisions/030-two-instances-and-restarts.md): two API instances
 * (RUN_WORKERS=false) and two `server/src/worker.ts` processes on one PostgreSQL, under load on both
 * instances; PostgreSQL stopped (fast shutdown) and started again during that load; one worker
 * killed with SIGKILL mid-render. Afterwards the database is asked whether every acknowledged write
 * is stored once, every render finished once and paid once, and the limits held across instances.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { UNAVAILABLE_MESSAGE } from '../../src/http/error-handler';
import { videoRequest } from '../studio-fixtures';
import { call, describeOutcome, REQUEST_TIMEOUT_MS, sessionCookieOf, type Outcome } from './client';
import { createDatabaseServer, Fatal, killAll, poll, startApi, startNode, stopProc, waitHealthy, type Database, type Instance, type Proc } from './cluster';

/** Per attempt; the queue hands a render of a dead worker on after this + 5 s (renderExpirySeconds). */
const RENDER_TIME_LIMIT_SECONDS = 15;
/** How long the database stays down. */
const OUTAGE_MS = 3_000;
/** Both instances answer health 200 within this long after PostgreSQL accepts connections again. */
const RECOVERY_BOUND_MS = 10_000;

type User = { email: string; id: string; cookie: string; ip: string };
type Render = { id: string; kind: 'studio' | 'demo'; userId?: string };

let root: string;
let db: Database;
let sql: pg.Pool;
let a: Instance;
let b: Instance;
const workers: Proc[] = [];
const both = () => [a, b] as const;

// what the instances acknowledged, checked against the database at the end
const users: User[] = [];
const ackedLeads = new Set<string>();
const renders = new Map<string, Render>();
const report: Record<string, unknown> = {};

let ipCounter = 0;
/** A fresh client address (X-Forwarded-For), so only the limit tests share one. */
const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function startWorker(name: string, env: Record<string, string>): Promise<Proc> {
  const proc = await startNode(name, 'worker.ts', env);
  await poll(
    `${name} to start its workers`,
    async () => {
      if (proc.child.exitCode !== null) throw new Fatal(`${name} exited: ${proc.tail.join('\n')}`);
      return proc.said('workers started');
    },
    60_000,
    100,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${proc.tail.join('\n')}`);
  });
  return proc;
}

function baseEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATA_DIR: path.join(root, 'data'),
    CLIENT_DIST_DIR: path.join(root, 'no-client'),
    TRUST_PROXY: 'true',
    SEED_SHOWCASE: 'false',
    LOG_LEVEL: 'info',
    VIDEO_PROVIDER: 'local',
    LOCAL_RENDER_FPS: '2', // short, real renders: the same engine, pipeline and storage, fewer frames
    RENDER_TIME_LIMIT_SECONDS: String(RENDER_TIME_LIMIT_SECONDS),
    RENDER_MAX_ATTEMPTS: '3',
    QUEUE_MAINTENANCE_INTERVAL_SECONDS: '1',
    HEALTH_MAX_AGE_MS: '0',
    SHUTDOWN_TIMEOUT_MS: '5000',
  };
}

async function signUp(instance: Instance, n: number): Promise<User> {
  const email = `chaos-${n}-${randomUUID().slice(0, 8)}@reelwright-chaos.dev`;
  const ip = freshIp();
  const res = await call(instance, 'POST', '/api/auth/register', {
    ip,
    body: { name: `Chaos ${n}`, email, password: 'a long chaos password', primaryObstacle: 'content-ideas' },
  });
  if (res.status !== 201) throw new Error(describeOutcome(res));
  return { email, id: (res.body!.user as { id: string }).id, cookie: sessionCookieOf(res), ip };
}

async function optIn(instance: Instance, ip: string): Promise<Outcome> {
  const email = `lead-${randomUUID()}@reelwright-chaos.dev`;
  const res = await call(instance, 'POST', '/api/opt-in-handler', { ip, body: { email, source: 'direct' } });
  if (res.status === 200) ackedLeads.add(email);
  return res;
}

async function studioRender(instance: Instance, user: User, idempotencyKey: string = randomUUID()): Promise<Outcome> {
  const res = await call(instance, 'POST', '/api/studio/videos', { ip: user.ip, cookie: user.cookie, body: videoRequest({ idempotencyKey }) });
  if (res.status === 202) renders.set(res.body!.id as string, { id: res.body!.id as string, kind: 'studio', userId: user.id });
  return res;
}

async function demoRender(instance: Instance, ip: string): Promise<Outcome> {
  const res = await call(instance, 'POST', '/api/demo/generate-video', {
    ip,
    body: { prompt: 'A bakery that delivers warm bread at dawn', visualStyle: 'cinematic' },
  });
  if (res.status === 202) renders.set(res.body!.jobId as string, { id: res.body!.jobId as string, kind: 'demo' });
  return res;
}

async function renderStates(ids: string[]): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ id: string; status: string }>('select id, status from render_jobs where id = any($1)', [ids]);
  return new Map(rows.map((r) => [r.id, r.status]));
}

async function waitRendersFinished(timeoutMs: number): Promise<void> {
  const ids = [...renders.keys()];
  await poll(
    'every acknowledged render to finish',
    async () => {
      const states = await renderStates(ids);
      return ids.every((id) => states.get(id) === 'completed' || states.get(id) === 'failed');
    },
    timeoutMs,
    250,
  ).catch(async (error: Error) => {
    const states = await renderStates(ids);
    const open = ids.filter((id) => !['completed', 'failed'].includes(states.get(id) ?? ''));
    throw new Error(
      `${error.message}: ${open.map((id) => `${id}=${states.get(id)}`).join(', ')}\n${workers.map((w) => `${w.name}:\n${w.tail.slice(-8).join('\n')}`).join('\n')}`,
    );
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'reelwright-chaos-'));
  db = await createDatabaseServer(root);
  await db.start();
  sql = new pg.Pool({ connectionString: db.url, max: 3, connectionTimeoutMillis: 2000 });
  sql.on('error', () => undefined);
  const env = baseEnv();
  // both instances migrate at once: the advisory lock lets one do it
  [a, b] = await Promise.all([startApi('A', env), startApi('B', env)]);
  await Promise.all([waitHealthy(a, 90_000), waitHealthy(b, 90_000)]);
  workers.push(...(await Promise.all([startWorker('W1', env), startWorker('W2', env)])));
}, 150_000);

afterAll(async () => {
  console.log(`chaos report: ${JSON.stringify(report, null, 2)}`);
  await sql?.end().catch(() => undefined);
  const apps = [a, b].filter(Boolean).map((i) => i.proc);
  await Promise.all([...apps, ...workers].map((p) => stopProc(p, 'SIGTERM', 5_000)));
  await db?.stop().catch(() => undefined);
  await killAll();
  if (root) await rm(root, { recursive: true, force: true });
}, 60_000);

describe('two API instances and two workers on one PostgreSQL', () => {
  it('shares sessions, limits and the demo quota across instances under load', async () => {
    // sign-ups on both instances at once
    users.push(...(await Promise.all(Array.from({ length: 8 }, (_, n) => signUp(both()[n % 2]!, n)))));

    // a session made on one instance is valid on the other
    for (const user of users) {
      for (const instance of both()) {
        const me = await call(instance, 'GET', '/api/auth/me', { cookie: user.cookie });
        expect(me.status, describeOutcome(me)).toBe(200);
        expect(me.body!.id).toBe(user.id);
      }
    }
    const login = await call(a, 'POST', '/api/auth/login', { ip: freshIp(), body: { email: users[0]!.email, password: 'a long chaos password' } });
    expect(login.status, describeOutcome(login)).toBe(200);
    const loginCookie = sessionCookieOf(login);
    expect((await call(b, 'GET', '/api/auth/me', { cookie: loginCookie })).status).toBe(200);
    expect((await call(b, 'POST', '/api/auth/logout', { cookie: loginCookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/me', { cookie: loginCookie })).status).toBe(401);

    // opt-ins, renders, demo renders and gamification events on both instances at once
    const leadIps = Array.from({ length: 12 }, freshIp);
    const repeatedEmail = `repeat-${randomUUID()}@reelwright-chaos.dev`;
    const outcomes = await Promise.all([
      ...Array.from({ length: 120 }, (_, n) => optIn(both()[n % 2]!, leadIps[n % leadIps.length]!)),
      ...[a, b, a, b].map((instance) => call(instance, 'POST', '/api/opt-in-handler', { ip: freshIp(), body: { email: repeatedEmail } })),
      ...users.slice(0, 2).map((user, n) => studioRender(both()[n % 2]!, user)),
      demoRender(b, freshIp()),
      ...users.flatMap((user) =>
        [a, b, a, b].map((instance, n) =>
          call(instance, 'POST', '/api/gamification/record-activity', { cookie: user.cookie, body: { activityType: n % 2 ? 'practice' : 'daily_visit' } }),
        ),
      ),
    ]);
    const bad = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    expect(bad.map(describeOutcome)).toEqual([]);
    ackedLeads.add(repeatedEmail);

    // the same request twice (a retried POST), on the other instance: one video, paid once
    const replayedKey = randomUUID();
    const first = await studioRender(a, users[0]!, replayedKey);
    const again = await studioRender(b, users[0]!, replayedKey);
    expect(first.status, describeOutcome(first)).toBe(202);
    expect(again.status, describeOutcome(again)).toBe(202);
    expect(again.body!.id).toBe(first.body!.id);

    // opt-ins per address: 20 an hour, counted across both instances
    const ip = freshIp();
    const sequence: number[] = [];
    for (let n = 0; n < 21; n += 1) sequence.push((await optIn(both()[n % 2]!, ip)).status);
    expect(sequence).toEqual([...Array<number>(20).fill(200), 429]);

    // the same limit for a burst: 25 opt-ins from one address at once on both instances
    const burstIp = freshIp();
    const burst = await Promise.all(Array.from({ length: 25 }, (_, n) => optIn(both()[n % 2]!, burstIp)));
    const burstStatuses = burst.map((o) => o.status);
    expect(burstStatuses.filter((s) => s === 200).length, burst.map(describeOutcome).join('\n')).toBe(20);
    expect(burstStatuses.filter((s) => s === 429).length).toBe(5);

    // the demo quota (3 per address a day), asked for 5 times at once on both instances
    const demoIp = freshIp();
    const demos = await Promise.all([a, b, a, b, a].map((instance) => demoRender(instance, demoIp)));
    const statuses = demos.map((d) => d.status).sort();
    expect(statuses, demos.map(describeOutcome).join('\n')).toEqual([202, 202, 202, 429, 429]);
  });

  it('answers 503 within its timeout while PostgreSQL is down, and recovers by itself', async () => {
    // renders queued before the outage must finish once afterwards
    for (const [n, user] of users.slice(4, 6).entries()) expect((await studioRender(both()[n % 2]!, user)).status).toBe(202);
    expect((await demoRender(b, freshIp())).status).toBe(202);

    const outcomes: Outcome[] = [];
    let running = true;
    const loadIps = Array.from({ length: 60 }, freshIp);
    let step = 0;
    const oneRequest = async (lane: number): Promise<Outcome> => {
      step += 1;
      const instance = both()[(step + lane) % 2]!;
      const user = users[(step + lane) % users.length]!;
      switch (step % 6) {
        case 0:
          return optIn(instance, loadIps[step % loadIps.length]!);
        case 1:
          return call(instance, 'POST', '/api/gamification/record-activity', { cookie: user.cookie, body: { activityType: 'practice' } });
        case 2:
          return call(instance, 'GET', '/api/auth/me', { cookie: user.cookie });
        case 3:
          // a few renders (credit spends) during the load, some of them while the database is down
          return step % 60 === 3 ? studioRender(instance, user) : call(instance, 'GET', '/api/credits', { cookie: user.cookie });
        case 4:
          return call(instance, 'GET', '/api/health');
        default:
          return call(instance, 'GET', '/api/gamification/streak', { cookie: user.cookie });
      }
    };
    const lanes = Array.from({ length: 6 }, async (_, lane) => {
      while (running) outcomes.push(await oneRequest(lane));
    });

    await poll('load before the outage', async () => outcomes.length >= 60, 30_000);
    const stopAt = Date.now();
    await db.stop(); // fast shutdown: SIGINT to the postmaster
    const downAt = Date.now();
    await poll(
      'requests while the database is down',
      async () => Date.now() - downAt >= OUTAGE_MS && outcomes.filter((o) => o.startedAt >= downAt).length >= 30,
      30_000,
      50,
    );
    // the orchestrator's probes (docs/decisions/053): alive, but not ready, while the database is gone
    const probesWhileDown = await Promise.all(
      both().map(async (instance) => ({ live: await call(instance, 'GET', '/healthz'), ready: await call(instance, 'GET', '/readyz') })),
    );
    const restartAt = Date.now();
    await db.start();
    const upAt = Date.now();
    const recovered = await Promise.all(
      both().map(async (instance) => {
        let last: Outcome | undefined;
        await poll(
          `${instance.name} to report healthy`,
          async () => {
            last = await call(instance, 'GET', '/api/health');
            return last.status === 200;
          },
          RECOVERY_BOUND_MS,
          50,
        ).catch((error: Error) => {
          const state = instance.proc.child.exitCode ?? instance.proc.child.signalCode ?? 'running';
          throw new Error(
            `${error.message}; last answer: ${last ? describeOutcome(last) : 'none'}; process: ${state}\n${instance.proc.tail.slice(-15).join('\n')}`,
          );
        });
        return Date.now() - upAt;
      }),
    );
    const readyAgain = await Promise.all(
      both().map(async (instance) => {
        let ready: Outcome | undefined;
        await poll(`${instance.name} to report ready`, async () => (ready = await call(instance, 'GET', '/readyz')).status === 200, RECOVERY_BOUND_MS, 50);
        return { live: await call(instance, 'GET', '/healthz'), ready: ready! };
      }),
    );
    const healthyAt = Date.now();
    await poll('load after the recovery', async () => outcomes.filter((o) => o.startedAt >= healthyAt).length >= 60, 30_000);
    running = false;
    await Promise.all(lanes);

    const whileDown = outcomes.filter((o) => o.startedAt >= downAt && o.startedAt + o.ms <= restartAt);
    const after = outcomes.filter((o) => o.startedAt >= healthyAt);
    report.outage = {
      stopMs: downAt - stopAt,
      downMs: upAt - downAt,
      requestsWhileDown: whileDown.length,
      maxLatencyWhileDownMs: Math.round(Math.max(...whileDown.map((o) => o.ms))),
      p50LatencyWhileDownMs: Math.round(whileDown.map((o) => o.ms).sort((x, y) => x - y)[Math.floor(whileDown.length / 2)] ?? 0),
      recoveryMsAfterDatabaseUp: recovered,
      requests: outcomes.length,
      statuses: outcomes.reduce<Record<number, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {}),
    };

    // never a hang, never a dropped connection, never a 500: every answer is a 2xx, a 429 or (around the outage) a 503
    expect(outcomes.filter((o) => o.status === 0 || o.ms >= REQUEST_TIMEOUT_MS).map(describeOutcome)).toEqual([]);
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503).map(describeOutcome)).toEqual([]);
    // while it is down: 503 with the catalogue's code and message, quickly
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.filter((o) => o.status !== 503).map(describeOutcome)).toEqual([]);
    for (const o of whileDown) {
      expect(o.body, describeOutcome(o)).toMatchObject(
        o.path === '/api/health' ? { status: 'down' } : { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
      );
    }
    expect(Math.max(...whileDown.map((o) => o.ms))).toBeLessThan(REQUEST_TIMEOUT_MS);
    // 503s only around the outage
    expect(outcomes.filter((o) => o.status === 503 && (o.startedAt + o.ms < stopAt || o.startedAt > healthyAt)).map(describeOutcome)).toEqual([]);
    // after: everything works again
    expect(after.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 429).map(describeOutcome)).toEqual([]);

    // liveness never depends on the database; readiness does, both ways
    for (const probe of probesWhileDown) {
      expect(probe.live.status, describeOutcome(probe.live)).toBe(200);
      expect(probe.ready.status, describeOutcome(probe.ready)).toBe(503);
      expect(probe.ready.body).toMatchObject({ status: 'not_ready', checks: { database: false } });
    }
    for (const probe of readyAgain) {
      expect(probe.live.status).toBe(200);
      expect(probe.ready.body).toEqual({ status: 'ready', checks: { database: true, migrations: true, queue: true } });
    }

    // renders queued before and during the outage finish (once: checked at the end)
    const renderStarted = Date.now();
    await waitRendersFinished(180_000);
    report.rendersDrainedMs = Date.now() - renderStarted;
  });

  it('hands the render of a worker killed with SIGKILL to another worker, which finishes it once', async () => {
    const before = new Set(renders.keys());
    await studioRender(a, users[5]!);
    const [fresh] = [...renders.keys()].filter((id) => !before.has(id));
    expect(fresh).toBeDefined();
    // whichever worker took it dies mid-render: both are killed the moment it is processing (the
    // database says so; logs come in batches), and a third worker started afterwards finishes it
    await poll(
      'a worker to start the render',
      async () => {
        const state = (await renderStates([fresh!])).get(fresh!);
        if (state !== 'queued' && state !== 'processing') throw new Fatal(`the render was ${state} before it was seen processing`);
        return state === 'processing';
      },
      30_000,
      20,
    );
    const killedAt = Date.now();
    await Promise.all(workers.map((w) => stopProc(w, 'SIGKILL', 0)));
    expect((await renderStates([fresh!])).get(fresh!)).toBe('processing'); // killed mid-render, not after
    workers.push(await startWorker('W3', baseEnv()));
    await waitRendersFinished(RENDER_TIME_LIMIT_SECONDS * 1000 + 90_000);
    report.killRecoveryMs = Date.now() - killedAt;
    // the queue's job is completed by the worker just after the render's row: wait for that too
    await poll(
      "the render's queue job to complete",
      async () => {
        const { rows } = await sql.query<{ state: string }>("select state from pgboss.job where name = 'video.render' and data->>'jobId' = $1", [fresh]);
        return rows.length === 1 && rows[0]!.state === 'completed';
      },
      30_000,
      50,
    );
    const { rows } = await sql.query<{ status: string; attempts: number }>('select status, attempts from render_jobs where id = $1', [fresh]);
    expect(rows.map((r) => r.status)).toEqual(['completed']);
    expect(rows[0]!.attempts).toBeGreaterThanOrEqual(2); // the killed attempt, then the new worker's
  });

  it('stored every acknowledged write once and finished every render once', async () => {
    const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await sql.query<T>(text, values)).rows;

    // users and leads
    const userRows = await q<{ email: string; n: number }>('select email, count(*)::int as n from users where email = any($1) group by email', [
      users.map((u) => u.email),
    ]);
    expect(userRows.length).toBe(users.length);
    expect(userRows.every((r) => r.n === 1)).toBe(true);
    const leadRows = await q<{ email: string; n: number }>('select email, count(*)::int as n from leads where email = any($1) group by email', [
      [...ackedLeads],
    ]);
    expect(leadRows.length).toBe(ackedLeads.size);
    expect(leadRows.every((r) => r.n === 1)).toBe(true);

    // renders: finished once, one output, paid once, refunded once if failed, queued once
    const ids = [...renders.keys()];
    const jobRows = await q<{
      id: string;
      kind: string;
      status: string;
      media_key: string | null;
      completions: number;
      failures: number;
      spends: number;
      refunds: number;
      queue_jobs: number;
      queue_done: number;
    }>(
      `select r.id, r.kind, r.status, r.media_key,
         (select count(*)::int from render_job_events e where e.job_id = r.id and e.status = 'completed') as completions,
         (select count(*)::int from render_job_events e where e.job_id = r.id and e.status = 'failed') as failures,
         (select count(*)::int from credit_ledger l where l.render_job_id = r.id and l.kind = 'spend') as spends,
         (select count(*)::int from credit_ledger l where l.render_job_id = r.id and l.kind = 'refund') as refunds,
         (select count(*)::int from pgboss.job j where j.name = 'video.render' and j.data->>'jobId' = r.id) as queue_jobs,
         (select count(*)::int from pgboss.job j where j.name = 'video.render' and j.data->>'jobId' = r.id and j.state = 'completed') as queue_done
       from render_jobs r where r.id = any($1)`,
      [ids],
    );
    expect(jobRows.length).toBe(ids.length);
    const wrong: string[] = [];
    for (const row of jobRows) {
      const finishedOnce =
        row.status === 'completed' ? row.completions === 1 && row.failures === 0 : row.status === 'failed' && row.failures === 1 && row.completions === 0;
      const paidOnce = row.kind === 'studio' ? row.spends === 1 && row.refunds === (row.status === 'failed' ? 1 : 0) : row.spends === 0 && row.refunds === 0;
      const output = row.status !== 'completed' || (row.media_key !== null && existsSync(path.join(root, 'data', 'media', row.media_key)));
      if (!finishedOnce || !paidOnce || !output || row.queue_jobs !== 1 || row.queue_done !== 1) wrong.push(JSON.stringify(row));
    }
    expect(wrong).toEqual([]);
    report.renders = {
      total: jobRows.length,
      completed: jobRows.filter((r) => r.status === 'completed').length,
      failed: jobRows.filter((r) => r.status === 'failed').length,
    };

    // the ledger: no idempotency key applied twice, every balance the sum of its rows
    expect(await q('select user_id, idempotency_key from credit_ledger group by 1, 2 having count(*) > 1')).toEqual([]);
    expect(
      await q('select a.user_id from credit_accounts a where a.balance <> (select coalesce(sum(amount), 0) from credit_ledger l where l.user_id = a.user_id)'),
    ).toEqual([]);
    // gamification: one day row per user and day however many events arrived at once
    expect(await q('select user_id, day from gamification_days group by 1, 2 having count(*) > 1')).toEqual([]);
    // nothing left behind in the queue's render jobs
    expect(await q("select id, state from pgboss.job where name = 'video.render' and state not in ('completed', 'failed', 'cancelled')")).toEqual([]);
  });
});
