import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, type TestBrowser } from '../../../test/test-browser';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { findRenderJob, runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const prompt = 'Organic dog treats that dogs actually love';

async function visitor(ip?: string): Promise<TestBrowser> {
  const browser = createTestBrowser(t.app, ip ? { ip } : {});
  await browser.open();
  return browser;
}
const generate = (browser: TestBrowser, body: unknown) => browser.post('/api/demo/generate-video', body);
const finish = (jobId: string) => runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider] }, jobId);

describe('POST /api/demo/generate-video', () => {
  it('starts a free, watermarked 9:16 demo render without a sign-in and reports its status', async () => {
    const browser = await visitor();
    const res = await generate(browser, { prompt: `  ${prompt}\u0007  `, visualStyle: 'anime' });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    expect(jobId).toMatch(/^demo_/);
    expect(await findRenderJob(t.database.db, jobId)).toMatchObject({
      prompt,
      visualStyle: 'anime',
      aspectRatio: '9:16',
      creatorPlan: 'free',
      watermark: true,
      kind: 'demo',
    });

    const queued = await browser.get(`/api/demo/videos/${jobId}/status`);
    expect(queued.json()).toEqual({ status: 'queued', videoUrl: null, posterUrl: null, progress: 0, error: null });
    await finish(jobId);
    const done = await browser.get(`/api/demo/videos/${jobId}/status`);
    expect(done.json()).toMatchObject({ status: 'completed', progress: 100, videoUrl: `/api/public/demo-video-proxy/${jobId}` });
    expect((await browser.get(done.json().videoUrl)).statusCode).toBe(200);
    expect((await browser.get(`/api/animation/videos/${jobId}/details`)).json()).toMatchObject({ creatorPlan: 'free', engine: 'local' });
  });

  it.each([
    [{ prompt: 'too short', visualStyle: 'pixar' }, 'Please provide at least 10 characters'],
    [{ prompt: ' \u0001\u001f short \u0002 ', visualStyle: 'pixar' }, 'Please provide at least 10 characters'],
    // NUL never reaches a handler: the text guard refuses it for every route (docs/decisions/029)
    [{ prompt: 'Organic dog treats\u0000 that dogs love', visualStyle: 'pixar' }, 'must not contain NUL characters'],
    [{ prompt: 'x'.repeat(501), visualStyle: 'pixar' }, 'under 500'],
    [{ prompt, visualStyle: 'noir' }, 'Pick one of the five demo styles'],
  ])('refuses %j with a message', async (body, message) => {
    const res = await generate(await visitor(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('allows 3 demos per visitor per rolling 24 hours, then refuses with a message (acceptance 2)', async () => {
    const browser = await visitor();
    for (let i = 0; i < 3; i++) expect((await generate(browser, { prompt, visualStyle: 'pixar' })).statusCode).toBe(202);
    const fourth = await generate(browser, { prompt, visualStyle: 'pixar' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/used your 3 free demo videos/);
    expect(fourth.headers['retry-after']).toBeDefined();

    t.clock.advance(24 * HOUR + 1000);
    expect((await generate(browser, { prompt, visualStyle: 'pixar' })).statusCode).toBe(202);
  });

  it('counts the address too: a visitor who drops the cookie is still limited', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 3; i++) expect((await generate(await visitor(ip), { prompt, visualStyle: 'cinematic' })).statusCode).toBe(202);
    expect((await generate(await visitor(ip), { prompt, visualStyle: 'cinematic' })).statusCode).toBe(429);
  });

  // Regression (chaos test, docs/decisions/030): requests at once all passed the check before any was counted.
  it('holds the limit for requests that arrive at the same moment', async () => {
    const ip = '198.51.100.78';
    const browsers = await Promise.all(Array.from({ length: 6 }, () => visitor(ip)));
    const answers = await Promise.all(browsers.map((browser) => generate(browser, { prompt, visualStyle: 'cinematic' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 202, 202, 429, 429, 429]);
  });

  it('queues every demo it accepts in the same commit as its row', async () => {
    const res = await generate(await visitor(), { prompt, visualStyle: 'pixar' });
    const { rows } = await t.database.pool.query("select count(*)::int as n from pgboss.job where name = 'video.render' and data->>'jobId' = $1", [
      res.json().jobId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('needs the CSRF token like every other POST', async () => {
    const res = await (await visitor()).post('/api/demo/generate-video', { prompt, visualStyle: 'pixar' }, { withoutCsrf: true });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for unknown demos and for non-demo ids on the demo status call', async () => {
    const browser = await visitor();
    expect((await browser.get('/api/demo/videos/demo_nope/status')).statusCode).toBe(404);
    expect((await browser.get('/api/demo/videos/00000000-0000-0000-0000-000000000000/status')).statusCode).toBe(404);
  });
});
