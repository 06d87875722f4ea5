import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { grantAdminRoles } from '../auth/service';
import { findRenderJob, runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const prompt = 'Organic dog treats that dogs actually love';

async function visitor(): Promise<TestBrowser> {
  const browser = createTestBrowser(t.app);
  await browser.open();
  return browser;
}
const generate = (browser: TestBrowser, body: unknown) => browser.post('/api/demo/generate-video', body);
const finish = (jobId: string) => runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider] }, jobId);

describe('showcase settings', () => {
  it('are blank at first, and only an admin may set them to finished videos', async () => {
    const anyone = await visitor();
    expect((await anyone.get('/api/showcase/settings')).json()).toEqual({ video1Id: '', video2Id: '', video3Id: '', video4Id: '', demoVideoId: '' });

    const { jobId } = (await generate(await visitor(), { prompt, visualStyle: 'watercolor' })).json();
    await finish(jobId);
    const settings = { video1Id: jobId, video2Id: '', video3Id: '', video4Id: '', demoVideoId: jobId };

    const { browser: user, account } = await signedUpBrowser(t.app);
    expect((await user.request({ method: 'PUT', url: '/api/showcase/settings', payload: settings })).statusCode).toBe(403);
    await grantAdminRoles(t.database.db, [account.email]);
    const bad = await user.request({ method: 'PUT', url: '/api/showcase/settings', payload: { ...settings, video2Id: 'demo_missing' } });
    expect(bad.statusCode).toBe(400);
    expect((await user.request({ method: 'PUT', url: '/api/showcase/settings', payload: settings })).statusCode).toBe(200);
    expect((await anyone.get('/api/showcase/settings')).json()).toEqual(settings);
    const candidates = (await user.get('/api/showcase/candidates')).json();
    expect(candidates.videos.map((v: { id: string }) => v.id)).toContain(jobId);
    expect((await anyone.get('/api/showcase/candidates')).statusCode).toBe(401);
  });
});

describe('showcase seeding on first start', () => {
  it('queues five showcase renders once and points the settings at them', async () => {
    const fresh = await createTestApp();
    try {
      const deps = { db: fresh.database.db, queue: fresh.queue, config: fresh.config, now: fresh.clock.now, logger: fresh.jobDeps.logger };
      const { seedShowcaseVideos } = await import('./seed');
      const [first, second] = [await seedShowcaseVideos(deps), await seedShowcaseVideos(deps)];
      expect([first, second]).toEqual([true, false]);
      const settings = (await createTestBrowser(fresh.app).get('/api/showcase/settings')).json();
      const ids = Object.values(settings) as string[];
      expect(new Set(ids).size).toBe(5);
      for (const id of ids)
        expect(await findRenderJob(fresh.database.db, id)).toMatchObject({ kind: 'showcase', status: 'queued', creatorPlan: 'pro', watermark: false });
    } finally {
      await fresh.close();
    }
  });
});
