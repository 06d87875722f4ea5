import { startFakeS3 } from '../../../test/fake-s3-server';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser } from '../../../test/test-browser';
import { createRender, runRender } from '../renders/service';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3('reelwright-media');
  t = await createTestApp({
    S3_BUCKET: 'reelwright-media',
    S3_ENDPOINT: s3.origin,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_PREFIX: 'install-1/',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('media on S3-compatible storage (S3_* set)', () => {
  it('stores the render in the bucket and serves it with Range from there', async () => {
    const job = await createRender(
      { db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now },
      { kind: 'showcase', prompt: 'A bike lock that texts you', visualStyle: 'noir', aspectRatio: '16:9', durationSeconds: 5, creatorPlan: 'pro' },
    );
    await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ bytes: 3000 }).provider] }, job.id);
    const stored = s3.objects.get(`install-1/renders/${job.id}.mp4`);
    expect(stored?.body.length).toBe(3000);
    expect(stored?.contentType).toBe('video/mp4');

    const browser = createTestBrowser(t.app);
    const whole = await browser.get(`/api/public/video-proxy/${job.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(stored!.body)).toBe(true);
    const tail = await browser.request({ method: 'GET', url: `/api/public/video-proxy/${job.id}`, headers: { range: 'bytes=-500' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 2500-2999/3000');
    expect(tail.rawPayload.equals(stored!.body.subarray(2500))).toBe(true);
    expect((await browser.request({ method: 'GET', url: `/api/public/video-proxy/${job.id}`, headers: { range: 'bytes=3000-' } })).statusCode).toBe(416);

    // its poster sits beside it in the bucket and is served from there
    const poster = s3.objects.get(`install-1/renders/${job.id}.poster.jpg`);
    expect(poster?.contentType).toBe('image/jpeg');
    const served = await browser.get(`/api/public/posters/${job.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(poster!.body)).toBe(true);
  });
});
