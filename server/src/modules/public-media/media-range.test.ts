import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser } from '../../../test/test-browser';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { createRender, runRender } from '../renders/service';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

let t: TestApp;
let demoId: string;
let file: Buffer;
const SIZE = 10_000;

beforeAll(async () => {
  t = await createTestApp();
  const { provider } = createFakeVideoProvider({ bytes: SIZE });
  const deps = { db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now };
  const job = await createRender(deps, {
    kind: 'demo',
    prompt: 'A test video prompt',
    visualStyle: 'pixar',
    aspectRatio: '9:16',
    durationSeconds: 5,
    creatorPlan: 'free',
  });
  await runRender({ ...t.jobDeps, providers: [provider] }, job.id);
  demoId = job.id;
  file = await readFile(path.join(t.config.mediaDir, 'renders', `${demoId}.mp4`));
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}, id = demoId) =>
  createTestBrowser(t.app).request({ method: 'GET', url: `/api/public/demo-video-proxy/${id}`, headers });

describe('media proxy with HTTP Range (acceptance 3)', () => {
  it('serves the whole file with type, length, ETag and caching', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(SIZE);
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.rawPayload.equals(file)).toBe(true);
  });

  it('bytes=0-1 gives the first two bytes', async () => {
    const res = await get({ range: 'bytes=0-1' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-1/${SIZE}`);
    expect(res.headers['content-length']).toBe('2');
    expect(res.rawPayload.equals(file.subarray(0, 2))).toBe(true);
  });

  it('bytes=-500 gives the last 500 bytes', async () => {
    const res = await get({ range: 'bytes=-500' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${SIZE - 500}-${SIZE - 1}/${SIZE}`);
    expect(res.rawPayload.equals(file.subarray(SIZE - 500))).toBe(true);
  });

  it('an open range runs to the end', async () => {
    const res = await get({ range: 'bytes=9000-' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 9000-${SIZE - 1}/${SIZE}`);
    expect(res.rawPayload.equals(file.subarray(9000))).toBe(true);
  });

  it('an unsatisfiable range gets 416 with the size', async () => {
    const res = await get({ range: `bytes=${SIZE}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const { etag } = (await get()).headers;
    const res = await get({ 'if-none-match': String(etag) });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('ignores the range when If-Range names an older version', async () => {
    const res = await get({ range: 'bytes=0-1', 'if-range': '"old"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(SIZE);
  });

  it('keeps demo and other videos on their own paths, and unknown ids are 404', async () => {
    expect((await createTestBrowser(t.app).get(`/api/public/video-proxy/${demoId}`)).statusCode).toBe(404);
    expect((await get({}, 'demo_missing')).statusCode).toBe(404);
  });
});
