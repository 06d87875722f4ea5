import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { subscriberHandler, type Subscriber } from '../../events/subscribers';
import { webhookDeliverHandler } from '../../workers/handlers/webhook-deliver';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { videoRequest } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { createWebhookPost } from '../../providers/webhooks/index';
import { runRender } from '../renders/service';
import { publicApiSubscribers } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }); // the receivers here are on loopback
  // only what is under test: the public API's event subscribers and its delivery job (renders are finished by hand)
  await t.queue.startWorkers([
    ...publicApiSubscribers.map((s) => subscriberHandler(s as Subscriber, { db: t.database.db, logger: t.jobDeps.logger })),
    webhookDeliverHandler({ db: t.database.db, post: createWebhookPost({ allowPrivateNetworks: true }) }),
  ] as never);
});
afterAll(() => t.close());

const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Owner' };
const finish = (id: string) => runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ bytes: 2048 }).provider], now: t.clock.now }, id);

async function enterprise(): Promise<TestBrowser> {
  const { browser } = await signedUpBrowser(t.app);
  const checkout = (await browser.post('/api/billing/checkouts', { plan: 'enterprise', period: 'monthly' })).json();
  expect((await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD)).statusCode).toBe(200);
  return browser;
}

async function newKey(browser: TestBrowser, scopes: string[]): Promise<{ id: string; secret: string; prefix: string }> {
  const res = await browser.post('/api/public-api/keys', { name: `key ${scopes.join('+')}`, scopes });
  expect(res.statusCode).toBe(201);
  return { ...res.json().key, secret: res.json().secret };
}

const v1 = (method: 'GET' | 'POST', url: string, key: string | null, payload?: unknown, cookies?: Record<string, string>) =>
  t.app.inject({ method, url, payload: payload as never, cookies, headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('personal API keys and /api/v1 (acceptance 5)', () => {
  it('an Enterprise key creates a video and fetches it; every call is in the usage log', async () => {
    const browser = await enterprise();
    const key = await newKey(browser, ['read', 'render']);
    expect(key.secret).toMatch(/^rw_[\w-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 11));
    // stored hashed: the secret is nowhere in the table
    const { rows } = await t.database.pool.query('select t::text as row from api_keys t where id = $1', [key.id]);
    expect(rows[0].row).not.toContain(key.secret.slice(3));
    expect((await browser.get('/api/public-api/keys')).json().keys[0]).toMatchObject({ id: key.id, prefix: key.prefix, lastUsedAt: null });

    const before = (await v1('GET', '/api/v1/credits', key.secret)).json().balance;
    // no scenes: the server writes the script from the description
    const { scenes: _scenes, ...request } = videoRequest();
    const created = await v1('POST', '/api/v1/videos', key.secret, request);
    expect(created.statusCode).toBe(202);
    const video = created.json();
    expect(video).toMatchObject({ status: 'queued', downloadUrl: null });
    expect((await v1('GET', '/api/v1/credits', key.secret)).json().balance).toBe(before - video.costCredits);
    // the same idempotency key pays once
    expect((await v1('POST', '/api/v1/videos', key.secret, request)).json().id).toBe(video.id);

    await finish(video.id);
    const fetched = (await v1('GET', `/api/v1/videos/${video.id}`, key.secret)).json();
    expect(fetched).toMatchObject({ id: video.id, status: 'completed', downloadUrl: `/api/v1/videos/${video.id}/download` });
    const download = await v1('GET', fetched.downloadUrl, key.secret);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(2048);
    expect((await v1('GET', '/api/v1/videos', key.secret)).json().videos.map((v: { id: string }) => v.id)).toEqual([video.id]);

    const usage = (await browser.get(`/api/public-api/keys/${key.id}/usage`)).json().usage;
    expect(usage.map((u: { method: string; route: string; status: number }) => `${u.method} ${u.route} ${u.status}`)).toEqual([
      'GET /api/v1/videos 200',
      'GET /api/v1/videos/:videoId/download 200',
      'GET /api/v1/videos/:videoId 200',
      'POST /api/v1/videos 202',
      'GET /api/v1/credits 200',
      'POST /api/v1/videos 202',
      'GET /api/v1/credits 200',
    ]);
    expect((await browser.get('/api/public-api/keys')).json().keys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a revoked key (401), a read-only key on render (403), and a Free account keys (403)', async () => {
    const browser = await enterprise();
    const readOnly = await newKey(browser, ['read']);
    const refused = await v1('POST', '/api/v1/videos', readOnly.secret, videoRequest());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/"render" scope/);
    expect((await v1('GET', '/api/v1/videos', readOnly.secret)).statusCode).toBe(200);

    expect((await browser.request({ method: 'DELETE', url: `/api/public-api/keys/${readOnly.id}` })).statusCode).toBe(204);
    expect((await v1('GET', '/api/v1/videos', readOnly.secret)).statusCode).toBe(401);
    expect((await browser.get('/api/public-api/keys')).json().keys[0].revokedAt).not.toBeNull();
    // the refused calls are in the log too
    expect((await browser.get(`/api/public-api/keys/${readOnly.id}/usage`)).json().usage.map((u: { status: number }) => u.status)).toEqual([401, 200, 403]);
    expect((await v1('GET', '/api/v1/videos', 'rw_not-a-key')).statusCode).toBe(401);

    const free = await signedUpBrowser(t.app);
    const gated = await free.browser.post('/api/public-api/keys', { name: 'mine', scopes: ['read'] });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'UPGRADE_REQUIRED' });
    expect((await free.browser.get('/api/public-api/webhooks')).statusCode).toBe(403);
  });

  it('takes no session cookie on /api/v1, and no key on the cookie routes', async () => {
    const browser = await enterprise();
    const key = await newKey(browser, ['read', 'render']);
    const sid = browser.jar.get('sid')!;
    expect((await v1('GET', '/api/v1/videos', null, undefined, { sid })).statusCode).toBe(401);
    expect((await v1('GET', '/api/v1/credits', null, undefined, { sid })).statusCode).toBe(401);
    expect((await v1('GET', '/api/studio/videos', key.secret)).statusCode).toBe(401);
    expect((await v1('GET', '/api/credits', key.secret)).statusCode).toBe(401);
    expect((await v1('GET', '/api/public-api/keys', key.secret)).statusCode).toBe(401);
  });

  it('limits calls per key (429 with Retry-After)', async () => {
    const browser = await enterprise();
    const key = await newKey(browser, ['read']);
    await t.database.pool.query("insert into throttle_events (bucket, subject, occurred_at) select 'public-api-key', $1, $2 from generate_series(1, 120)", [
      key.id,
      t.clock.now(),
    ]);
    const limited = await v1('GET', '/api/v1/credits', key.secret);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

type Verifier = (secret: string, header: string, rawBody: string | Buffer) => boolean;

/**
 * The Node.js example of the API reference page (/api/docs, "Verifying webhook signatures"), taken
 * from the page and run as a module: the check a customer copies, not a copy of the server's code.
 */
async function documentedVerifier(): Promise<Verifier> {
  const page = (await t.app.inject({ method: 'GET', url: '/api/docs' })).body;
  const escaped = /<code data-example="node">([^]*?)<\/code>/.exec(page)?.[1];
  if (!escaped) throw new Error('/api/docs shows no Node.js verification example');
  const file = join(await mkdtemp(join(tmpdir(), 'webhook-example-')), 'verify.mjs');
  await writeFile(
    file,
    escaped.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );
  return ((await import(pathToFileURL(file).href)) as { verifyReelwrightSignature: Verifier }).verifyReelwrightSignature;
}

describe('outgoing webhooks (acceptance 6)', () => {
  let server: Server;
  const received: { status: number; body: string; raw: Buffer; signature: string }[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        // fails the first two attempts, then accepts
        const status = received.length < 2 ? 503 : 200;
        received.push({ status, body: Buffer.concat(chunks).toString(), raw: Buffer.concat(chunks), signature: String(req.headers['reelwright-signature']) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a receiver that fails twice gets video.completed on the third attempt, once, signed', { timeout: 60_000 }, async () => {
    const browser = await enterprise();
    const key = await newKey(browser, ['render']);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const endpoint = await browser.post('/api/public-api/webhooks', { url });
    expect(endpoint.statusCode).toBe(201);
    const { secret } = endpoint.json();
    expect(secret).toMatch(/^whsec_/);

    const video = (await v1('POST', '/api/v1/videos', key.secret, videoRequest())).json();
    await finish(video.id);
    // the subscriber made one delivery and queued its job; the test shortens the job's back-off (10 s → 1 s) to keep CI fast
    await vi.waitFor(
      async () => {
        const { rowCount } = await t.database.pool.query(
          "update pgboss.job set retry_delay = 1 where name = 'public-api.webhook-deliver' and retry_delay <> 1 and state in ('created', 'retry')",
        );
        const { rows } = await t.database.pool.query(
          'select status from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where e.url = $1',
          [url],
        );
        expect(rows.length + (rowCount ?? 0)).toBeGreaterThan(0);
        expect(rows).toEqual([{ status: 'delivered' }]);
      },
      { timeout: 45_000, interval: 250 },
    );
    expect(received.map((r) => r.status)).toEqual([503, 503, 200]);
    const delivered = received[2]!;
    expect(JSON.parse(delivered.body)).toMatchObject({ type: 'video.completed', data: { videoId: video.id, status: 'completed', reason: null } });
    // the documented example accepts the real delivery, and refuses another secret, an altered body and an old one (issue 33)
    const verify = await documentedVerifier();
    expect(verify(secret, delivered.signature, delivered.raw)).toBe(true);
    expect(verify(secret, delivered.signature, delivered.body)).toBe(true);
    expect(verify('whsec_wrong', delivered.signature, delivered.raw)).toBe(false);
    expect(verify(secret, delivered.signature, delivered.body.replace('completed', 'failed'))).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3600_000 });
    try {
      expect(verify(secret, delivered.signature, delivered.raw)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    // every attempt carried the same event id (receivers de-duplicate on it)
    expect(new Set(received.map((r) => JSON.parse(r.body).id)).size).toBe(1);

    const log = (await browser.get('/api/public-api/webhooks/deliveries')).json().deliveries;
    expect(log).toEqual([expect.objectContaining({ event: 'video.completed', status: 'delivered', attempts: 3, lastStatusCode: 200, url })]);
    const { rows: jobs } = await t.database.pool.query(
      "select singleton_key, retry_limit, retry_backoff from pgboss.job where name = 'public-api.webhook-deliver'",
    );
    expect(jobs).toEqual([{ singleton_key: log[0].id, retry_limit: 8, retry_backoff: true }]);
  });
});

describe('webhook endpoints on private networks', () => {
  it('are refused when added, by IP or by name, unless the operator allows them', async () => {
    const strict = await createTestApp();
    try {
      const { browser } = await signedUpBrowser(strict.app);
      const checkout = (await browser.post('/api/billing/checkouts', { plan: 'enterprise', period: 'monthly' })).json();
      await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD);
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/hook',
        'https://10.0.0.7/hook',
      ]) {
        const res = await browser.post('/api/public-api/webhooks', { url });
        expect([url, res.statusCode, res.json().message]).toEqual([
          url,
          400,
          'Invalid request. url: must be a public address, not this server or a private network',
        ]);
      }
      expect((await browser.post('/api/public-api/webhooks', { url: 'https://hooks.example.com/reelwright' })).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
