import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '@common/contracts/health';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../db/client';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { heartbeatJob } from '../../jobs/definitions/heartbeat';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database and queue reachable, with the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.queue.ok).toBe(true);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows when a worker last ran a job sent through the queue', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(before.worker.lastHeartbeatAt).toBeNull();

    await t.startWorkers();
    await t.queue.send(heartbeatJob, {});
    await vi.waitFor(
      async () => {
        const after = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
        expect(after.worker.lastHeartbeatAt).not.toBeNull();
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('answers 503 when the database is down', async () => {
    const dead = createDatabase('postgres://nobody:wrong@127.0.0.1:1/none');
    const app = await buildApp({ config: t.config, db: dead.db, queue: t.queue, logger: t.app.log as never, adapters: t.adapters });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'down', database: { ok: false } });
    // Regression (chaos test, docs/decisions/030): any other route that needs the database was a 500
    const other = await app.inject({ method: 'GET', url: '/api/case-studies' });
    expect(other.statusCode).toBe(503);
    expect(other.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a moment.',
      retryAfterSeconds: 5,
    });
    expect(other.headers['retry-after']).toBe('5');
    await app.close();
    await dead.close();
  });
});

describe('the probes: GET /healthz (liveness) and GET /readyz (readiness)', () => {
  it('are both up on a running instance, uncached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(livenessResponseSchema.parse(live.json()).status).toBe('alive');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(ready.json())).toEqual({ status: 'ready', checks: { database: true, migrations: true, queue: true } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('without a database: alive (200), not ready (503)', async () => {
    const dead = createDatabase('postgres://nobody:wrong@127.0.0.1:1/none');
    const app = await buildApp({ config: t.config, db: dead.db, queue: t.queue, logger: t.app.log as never, adapters: t.adapters });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', checks: { database: false, migrations: false, queue: true } });
    await app.close();
    await dead.close();
  });

  it('is not ready when the database lacks a migration this build ships', async () => {
    await t.database.db
      .execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`)
      .then(async (removed) => {
        try {
          const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
          expect(ready.statusCode).toBe(503);
          expect(ready.json().checks).toEqual({ database: true, migrations: false, queue: true });
        } finally {
          const row = removed.rows[0] as { hash: string; created_at: string };
          await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
        }
      });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
