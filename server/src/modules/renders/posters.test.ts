import { SHOWCASE_POSTER_URL } from '@common/rules/video-proxy-url';
import { createCanvas, loadImage } from '../../providers/canvas/index';
import { eq } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderJobs } from '../../db/schema/index';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { lumaSpread } from '../../providers/video/poster';
import { grantAdminRoles } from '../auth/service';
import { backfillPosters, createRender, findRenderJob, posterKeyOf, runRender } from './service';

const SHELL = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Reelwright</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let t: TestApp;
beforeAll(async () => {
  // a stand-in for the built client's shell, so /share/{token} has a page to put its tags in
  const distDir = path.join(process.env.TMPDIR ?? '/tmp', `reelwright-posters-dist-${process.pid}`);
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  t = await createTestApp({ CLIENT_DIST_DIR: distDir, PUBLIC_URL: 'https://reels.example.com' });
});
afterAll(() => t.close());

// The fake provider writes bytes no decoder reads, so these posters are the engine's drawing of the job (the fallback)
const finish = (id: string) => runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ bytes: 2048 }).provider], now: t.clock.now }, id);
const queueDeps = () => ({ db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now });

/** Fetches a poster URL and decodes it: its type, caching, pixel size and how much its luma varies. */
async function fetchPoster(browser: TestBrowser, url: string) {
  const response = await browser.get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  const image = await loadImage(response.rawPayload);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  return { response, width: image.width, height: image.height, spread: lumaSpread(pixels), bytes: response.rawPayload.length };
}

describe('posters (acceptance 2)', () => {
  it('a demo gets a poster of its 9:16 ratio, not dark, cached for good', async () => {
    const job = await createRender(queueDeps(), {
      kind: 'demo',
      prompt: 'Organic dog treats that dogs actually love',
      visualStyle: 'noir',
      aspectRatio: '9:16',
      durationSeconds: 6,
      creatorPlan: 'free',
    });
    const browser = createTestBrowser(t.app);
    expect((await browser.get(`/api/demo/videos/${job.id}/status`)).json().posterUrl).toBeNull();
    await finish(job.id);
    const status = (await browser.get(`/api/demo/videos/${job.id}/status`)).json();
    expect(status.posterUrl).toBe(`/api/public/posters/${job.id}`);
    const poster = await fetchPoster(browser, status.posterUrl);
    expect([poster.width, poster.height]).toEqual([360, 640]);
    expect(poster.spread).toBeGreaterThan(20);
    expect(poster.bytes).toBeLessThan(80_000);
    expect(poster.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await browser.request({ method: 'GET', url: status.posterUrl, headers: { 'if-none-match': String(poster.response.headers.etag) } })).statusCode,
    ).toBe(304);
    expect((await browser.get('/api/public/posters/demo_missing')).statusCode).toBe(404);
  });

  it('a showcase video gets one too, and the opt-in page has one stable URL for the chosen one', async () => {
    const browser = createTestBrowser(t.app);
    expect((await browser.get(SHOWCASE_POSTER_URL)).statusCode).toBe(404);
    const job = await createRender(queueDeps(), {
      kind: 'showcase',
      prompt: 'Wireless earbuds for runners with a 30-hour battery',
      visualStyle: 'anime',
      aspectRatio: '16:9',
      durationSeconds: 5,
      creatorPlan: 'pro',
    });
    await finish(job.id);
    const { browser: admin, account } = await signedUpBrowser(t.app);
    await grantAdminRoles(t.database.db, [account.email]);
    const settings = { video1Id: job.id, video2Id: '', video3Id: '', video4Id: '', demoVideoId: job.id };
    expect((await admin.request({ method: 'PUT', url: '/api/showcase/settings', payload: settings })).statusCode).toBe(200);
    const candidate = (await admin.get('/api/showcase/candidates')).json().videos.find((v: { id: string }) => v.id === job.id);
    expect(candidate.posterUrl).toBe(`/api/public/posters/${job.id}`);
    const poster = await fetchPoster(browser, candidate.posterUrl);
    expect([poster.width, poster.height]).toEqual([640, 360]);
    expect(poster.spread).toBeGreaterThan(20);

    const current = await fetchPoster(browser, SHOWCASE_POSTER_URL);
    expect(current.response.headers['cache-control']).toBe('public, max-age=300');
    expect(current.bytes).toBe(poster.bytes);
  });

  it('a studio video (and its variant) gets a poster its owner alone may fetch; strangers get 404', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser, { aspectRatio: '1:1' })).json();
    await finish(id);
    const video = (await browser.get(`/api/studio/videos/${id}`)).json();
    expect(video.posterUrl).toBe(`/api/studio/videos/${id}/poster`);
    const poster = await fetchPoster(browser, video.posterUrl);
    expect([poster.width, poster.height]).toEqual([360, 360]);
    expect(poster.spread).toBeGreaterThan(20);
    expect(poster.response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await createTestBrowser(t.app).get(video.posterUrl)).statusCode).toBe(401);
    const { browser: other } = await signedUpBrowser(t.app);
    expect((await other.get(video.posterUrl)).statusCode).toBe(404);
    // a studio video is not public media unless an admin showcases it
    expect((await createTestBrowser(t.app).get(`/api/public/posters/${id}`)).statusCode).toBe(404);

    const variant = (
      await browser.post(`/api/studio/videos/${id}/variants`, { aspectRatio: '9:16', visualStyle: 'claymation', idempotencyKey: 'variant-of-poster-test' })
    ).json();
    await finish(variant.id);
    const listed = (await browser.get('/api/studio/videos?status=completed')).json().videos;
    const variantPoster = await fetchPoster(browser, listed.find((v: { id: string }) => v.id === variant.id).posterUrl);
    expect([variantPoster.width, variantPoster.height]).toEqual([360, 640]);
  });
});

describe('link previews of /share/{token} (acceptance 3)', () => {
  it('carry Open Graph and Twitter card tags with a fetchable poster while live, and none once revoked', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser, { title: 'Monday <launch> & "friends"' })).json();
    await finish(id);
    const { token } = (await browser.post(`/api/studio/videos/${id}/share`)).json();
    expect((await createTestBrowser(t.app).get(`/api/share/${token}`)).json().posterUrl).toBe(`/api/share/${token}/poster`);

    const page = await t.app.inject({ method: 'GET', url: `/share/${token}`, headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(page.body)?.[1];
    expect(meta('og:title')).toBe('Monday &#60;launch&#62; &#38; &#34;friends&#34;');
    expect(meta('og:description')).toBe('A 6-second Cinematic video made with Reelwright.');
    expect(meta('og:url')).toBe(`https://reels.example.com/share/${token}`);
    expect(meta('og:image')).toBe(`https://reels.example.com/api/share/${token}/poster`);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['360', '640']);
    expect(meta('og:video')).toBe(`https://reels.example.com/api/share/${token}/media`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    // the tab and a search result name the video too, with one description (the shell's generic one replaced)
    expect(page.body).toContain('<title>Monday &#60;launch&#62; &#38; &#34;friends&#34; · Reelwright</title>');
    expect(page.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta('description')).toBe('A 6-second Cinematic video made with Reelwright.');
    expect(page.body).toContain('<div id="root"></div>');

    const image = await fetchPoster(createTestBrowser(t.app), new URL(meta('og:image')!).pathname);
    expect([image.width, image.height]).toEqual([360, 640]);
    expect(image.response.headers['cache-control']).toBe('public, max-age=300');

    expect((await browser.request({ method: 'DELETE', url: `/api/studio/videos/${id}/share` })).statusCode).toBe(204);
    const revoked = await t.app.inject({ method: 'GET', url: `/share/${token}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).not.toMatch(/og:|twitter:|Monday/);
    expect((await t.app.inject({ method: 'GET', url: `/api/share/${token}/poster` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/share/not-a-token' })).body).not.toContain('og:');
  });
});

describe('the poster backfill', () => {
  it('gives earlier videos their posters once, even with two runs at the same time', async () => {
    const job = await createRender(queueDeps(), {
      kind: 'showcase',
      prompt: 'Hand-poured soy candles that smell like rain',
      visualStyle: 'watercolor',
      aspectRatio: '9:16',
      durationSeconds: 6,
      creatorPlan: 'pro',
    });
    await finish(job.id);
    // as if it had been made before posters existed
    await t.database.db.update(renderJobs).set({ posterKey: null }).where(eq(renderJobs.id, job.id));
    await t.storage.delete(posterKeyOf(job.id));
    expect((await createTestBrowser(t.app).get(`/api/public/posters/${job.id}`)).statusCode).toBe(404);

    const deps = { ...t.jobDeps };
    const runs = await Promise.all([backfillPosters(deps), backfillPosters(deps)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect((await findRenderJob(t.database.db, job.id))?.posterKey).toBe(posterKeyOf(job.id));
    const poster = await fetchPoster(createTestBrowser(t.app), `/api/public/posters/${job.id}`);
    expect([poster.width, poster.height]).toEqual([360, 640]);
    expect(await backfillPosters(deps)).toBe(0);
  });
});
