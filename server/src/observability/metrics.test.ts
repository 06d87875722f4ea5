import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../test/test-browser';
import { renderVideo } from '../../test/studio-fixtures';
import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { startQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { serveMetrics } from './metrics-server';

const TOKEN = 'metrics-token-for-the-test';

/** One sample's value from Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let t: TestApp;
beforeAll(async () => {
  // the local engine at 2 frames a second: a real render of a few seconds' video that finishes quickly
  t = await createTestApp({ METRICS_TOKEN: TOKEN, LOCAL_RENDER_FPS: '2' });
});
afterAll(() => t.close());

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is refused without its token or with a wrong one', async () => {
    const missing = await scrape();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect(missing.body).not.toContain('reelwright_');
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401); // the scheme is part of it
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('does not exist when no token is configured', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("after a real render shows its duration, the sign-up, the HTTP routes by pattern, the queue's depth and the pool", async () => {
    await t.startWorkers();
    const { browser } = await signedUpBrowser(t.app);
    const queued = await renderVideo(browser);
    expect(queued.statusCode).toBe(202);
    const id = queued.json().id as string;
    await vi.waitFor(
      async () => {
        const video = (await browser.get(`/api/studio/videos/${id}`)).json();
        expect(video.status).toBe('completed');
      },
      { timeout: 120_000, interval: 250 },
    );

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(sample(text, 'reelwright_render_duration_seconds_count', { kind: 'studio', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'reelwright_render_duration_seconds_sum', { kind: 'studio', outcome: 'completed' })).toBeGreaterThan(0);
    expect(sample(text, 'reelwright_sign_ups_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'reelwright_domain_events_total', { event: 'render.completed' })).toBeGreaterThanOrEqual(1);
    // the route's pattern, never the video's id
    expect(
      sample(text, 'reelwright_http_request_duration_seconds_count', { method: 'GET', route: '/api/studio/videos/:videoId', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'reelwright_http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/register', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(sample(text, 'reelwright_queue_depth', { queue: 'video.render', state: 'waiting' })).toBe(0);
    expect(sample(text, 'reelwright_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'reelwright_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'reelwright_jobs_failed_total', { queue: 'video.render' })).toBeUndefined();
  }, 150_000); // a real render: on a busy machine more than the default 30 s

  it('counts opt-ins by form', async () => {
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, 'reelwright_opt_ins_total', { via: 'opt_in', new_lead: 'true' }) ?? 0;
    const browser = createTestBrowser(t.app);
    await browser.open();
    const optIn = await browser.post('/api/opt-in-handler', { email: `ada.lovelace+${Date.now()}@gmail.com` });
    expect(optIn.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const after = sample((await scrape(`Bearer ${TOKEN}`)).body, 'reelwright_opt_ins_total', { via: 'opt_in', new_lead: 'true' });
        expect(after).toBe(before + 1);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});

describe('failed jobs', () => {
  it('are counted by queue when their handler throws', async () => {
    const failing = defineJob('test.always-fails', z.object({ n: z.number() }), { retryLimit: 0, retryDelay: 0, retryBackoff: false });
    const queue = await startQueue({ url: t.testDatabase.url, logger: createLogger('silent'), definitions: [failing], pollingIntervalSeconds: 0.5 });
    let attempts = 0;
    try {
      await queue.startWorkers([
        {
          definition: failing,
          run: async () => {
            attempts += 1;
            throw new Error('this job always fails');
          },
        },
      ]);
      await queue.send(failing, { n: 1 });
      await vi.waitFor(
        async () => expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'reelwright_jobs_failed_total', { queue: 'test.always-fails' })).toBe(1),
        { timeout: 20_000, interval: 100 },
      );
      expect(attempts).toBe(1);
    } finally {
      await queue.stop();
    }
  });
});

describe("a worker's own /metrics (METRICS_PORT)", () => {
  it('serves the same registry behind the same token', async () => {
    const server = await serveMetrics({ port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
      const ok = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('reelwright_render_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
