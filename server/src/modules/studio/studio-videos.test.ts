import { randomUUID } from 'node:crypto';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { renderVideo, videoRequest } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const finish = (id: string) => runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ bytes: 2048 }).provider], now: t.clock.now }, id);

async function finishedVideo(browser: TestBrowser, overrides: Record<string, unknown> = {}) {
  const { id } = (await renderVideo(browser, overrides)).json();
  await finish(id);
  return (await browser.get(`/api/studio/videos/${id}`)).json();
}

describe('studio videos', () => {
  it('stores the script, names the video after its description and plays it to its owner only when finished', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const queued = (await renderVideo(browser)).json();
    expect(queued).toMatchObject({
      title: 'A cold brew coffee subscription for busy founders,…',
      tone: 'curious',
      creatorPlan: 'free',
      watermark: true,
      videoUrl: null,
      scenes: [{ narration: 'Still brewing at midnight?' }, {}, {}],
    });
    expect((await browser.get(`/api/studio/videos/${queued.id}/media`)).statusCode).toBe(404);
    await finish(queued.id);
    const video = (await browser.get(`/api/studio/videos/${queued.id}`)).json();
    expect(video).toMatchObject({ status: 'completed', videoUrl: `/api/studio/videos/${queued.id}/media` });
    const media = await browser.request({ method: 'GET', url: video.videoUrl, headers: { range: 'bytes=0-99' } });
    expect(media.statusCode).toBe(206);
    expect(media.headers['cache-control']).toBe('private, max-age=300');
    const download = await browser.get(video.downloadUrl);
    expect(download.headers['content-disposition']).toBe('attachment; filename="a-cold-brew-coffee-subscription-for-busy-founders.mp4"');
    expect(download.rawPayload.length).toBe(2048);
  });

  it('refuses a script that breaks the rules with the rule message', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const response = await renderVideo(browser, { scenes: [{ id: 'a', narration: '', visual: 'x', durationSeconds: 2 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['scenes.0.narration']).toBe('Write what this scene says');
    expect((await renderVideo(browser, { scenes: [] })).json().fields.scenes).toBe('A script needs at least one scene');
    expect((await renderVideo(browser, { description: 'short' })).json().fields.description).toBe('Please provide at least 10 characters');
  });

  it('renames, makes variants linked to the original, and deletes', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const original = await finishedVideo(browser);
    const renamed = await browser.request({ method: 'PATCH', url: `/api/studio/videos/${original.id}`, payload: { title: '  Monday launch  ' } });
    expect(renamed.json().title).toBe('Monday launch');
    const blank = await browser.request({ method: 'PATCH', url: `/api/studio/videos/${original.id}`, payload: { title: ' ' } });
    expect(blank.json().fields.title).toBe('Give the video a title');

    const variant = (
      await browser.post(`/api/studio/videos/${original.id}/variants`, { aspectRatio: '16:9', visualStyle: 'anime', idempotencyKey: randomUUID() })
    ).json();
    expect(variant).toMatchObject({ variantOfId: original.id, aspectRatio: '16:9', visualStyle: 'anime', title: 'Monday launch', costCredits: 5 });
    expect(variant.scenes).toEqual(original.scenes);
    // a variant of a variant still points at the original
    await finish(variant.id);
    const second = (
      await browser.post(`/api/studio/videos/${variant.id}/variants`, { aspectRatio: '1:1', visualStyle: 'noir', idempotencyKey: randomUUID() })
    ).json();
    expect(second.variantOfId).toBe(original.id);

    expect((await browser.request({ method: 'DELETE', url: `/api/studio/videos/${original.id}` })).statusCode).toBe(204);
    expect((await browser.get(`/api/studio/videos/${original.id}`)).statusCode).toBe(404);
    expect((await browser.get('/api/studio/videos')).json().videos.map((v: { id: string }) => v.id)).toEqual([second.id, variant.id]);
  });

  it('shares a finished video with anyone holding the link until the owner revokes it', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const video = await finishedVideo(browser);
    const share = (await browser.post(`/api/studio/videos/${video.id}/share`)).json();
    expect(share.url).toBe(`/share/${share.token}`);
    expect(share.token.length).toBeGreaterThanOrEqual(32);
    // sharing again gives the same live link
    expect((await browser.post(`/api/studio/videos/${video.id}/share`)).json().token).toBe(share.token);

    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/share/${share.token}`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' },
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({
      title: video.title,
      visualStyle: 'cinematic',
      aspectRatio: '9:16',
      durationSeconds: 6,
      creatorPlan: 'free',
      watermark: true,
      videoUrl: `/api/share/${share.token}/media`,
      posterUrl: `/api/share/${share.token}/poster`,
      captionsUrl: null,
      captionsUrls: null,
      createdAt: video.createdAt,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/share/${share.token}/media` })).statusCode).toBe(200);
    expect((await browser.get(`/api/studio/videos/${video.id}`)).json().shareToken).toBe(share.token);

    expect((await browser.request({ method: 'DELETE', url: `/api/studio/videos/${video.id}/share` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/share/${share.token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/share/${share.token}/media` })).statusCode).toBe(404);
    // a new share makes a new token; the old one stays dead
    const again = (await browser.post(`/api/studio/videos/${video.id}/share`)).json();
    expect(again.token).not.toBe(share.token);
  });

  it('will not share a video that is not finished', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    expect((await browser.post(`/api/studio/videos/${id}/share`)).statusCode).toBe(409);
  });

  it('counts views of a share page by people, not by bots', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const video = await finishedVideo(browser);
    const { token } = (await browser.post(`/api/studio/videos/${video.id}/share`)).json();
    const view = (ua: string) => t.app.inject({ method: 'GET', url: `/api/share/${token}`, headers: { 'user-agent': ua } });
    await view('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
    await view('Mozilla/5.0 (Windows NT 10.0) Chrome/130');
    await view('Googlebot/2.1 (+http://www.google.com/bot.html)');
    await view('facebookexternalhit/1.1');
    const { rows } = await t.database.pool.query('select count(*)::int as n from share_views where token = $1', [token]);
    expect(rows[0].n).toBe(2);
  });
});

describe('the library listing', () => {
  let browser: TestBrowser;
  const titles = ['Espresso', 'banana bread', 'Cider', 'apple pie', 'Doughnuts', 'Fudge', 'eclair'];
  beforeAll(async () => {
    ({ browser } = await signedUpBrowser(t.app));
    for (const [i, title] of titles.entries()) {
      const { id } = (await renderVideo(browser, { title, visualStyle: i % 2 ? 'anime' : 'noir', aspectRatio: i % 3 ? '9:16' : '16:9' })).json();
      if (i !== 2) await finish(id);
      t.clock.advance(1000);
    }
  });

  async function allPages(query: string, limit = 2) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await browser.get(`/api/studio/videos?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const body: { videos: { title: string }[]; nextCursor: string | null } = response.json();
      seen.push(...body.videos.map((v) => v.title));
      cursor = body.nextCursor;
    } while (cursor);
    return seen;
  }

  it('pages through every sort without gaps or repeats', async () => {
    expect(await allPages('sort=newest')).toEqual([...titles].reverse());
    expect(await allPages('sort=oldest')).toEqual(titles);
    expect(await allPages('sort=title', 3)).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('filters by status, style, aspect ratio and title search', async () => {
    expect(await allPages('status=completed')).not.toContain('Cider');
    expect(await allPages('status=queued')).toEqual(['Cider']);
    expect(await allPages('visualStyle=anime&sort=oldest')).toEqual(['banana bread', 'apple pie', 'Fudge']);
    expect(await allPages('aspectRatio=16:9&sort=oldest')).toEqual(['Espresso', 'apple pie', 'eclair']);
    expect(await allPages('q=E&sort=oldest&status=completed')).toEqual(['Espresso', 'banana bread', 'apple pie', 'Fudge', 'eclair']);
    expect(await allPages('q=PIE')).toEqual(['apple pie']);
    expect(await allPages('q=%25')).toEqual([]);
  });

  it('refuses a forged cursor with a clear message', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    for (const cursor of ['not-a-cursor', forged]) {
      const response = await browser.get(`/api/studio/videos?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This page link is no longer valid. Start from the first page.');
    }
  });

  it('pages rows made within the same millisecond exactly once each', async () => {
    const { browser: creator, user } = await signedUpBrowser(t.app);
    await t.database.pool.query(
      `insert into render_jobs (id, kind, prompt, visual_style, aspect_ratio, duration_seconds, provider, creator_plan, watermark, status, owner_user_id, title, created_at, updated_at)
       select 'same-ms-' || g, 'studio', 'p', 'noir', '9:16', 5, 'local', 'free', true, 'queued', $1, 'Clip ' || g,
              timestamptz '2026-11-01 12:00:00.123' + g * interval '1 microsecond', now()
       from generate_series(1, 7) g`,
      [user.id],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: { videos: { title: string }[]; nextCursor: string | null } = (
        await creator.get(`/api/studio/videos?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...body.videos.map((v) => v.title));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Clip 7', 'Clip 6', 'Clip 5', 'Clip 4', 'Clip 3', 'Clip 2', 'Clip 1']);
  });
});

describe('drafts', () => {
  it('saves, updates, lists and removes a draft; rendering from it consumes it', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { idempotencyKey: _key, ...settings } = videoRequest();
    const draft = (await browser.post('/api/studio/drafts', { ...settings, description: 'half wr' })).json();
    expect(draft).toMatchObject({ description: 'half wr', tone: 'curious' });
    const updated = await browser.request({ method: 'PUT', url: `/api/studio/drafts/${draft.id}`, payload: { ...settings, scenes: [] } });
    expect(updated.json()).toMatchObject({ description: settings.description, scenes: [] });
    expect((await browser.get('/api/studio/drafts')).json().drafts.map((d: { id: string }) => d.id)).toEqual([draft.id]);

    expect((await renderVideo(browser, { draftId: draft.id })).statusCode).toBe(202);
    expect((await browser.get(`/api/studio/drafts/${draft.id}`)).statusCode).toBe(404);

    const other = (await browser.post('/api/studio/drafts', settings)).json();
    expect((await browser.request({ method: 'DELETE', url: `/api/studio/drafts/${other.id}` })).statusCode).toBe(204);
    expect((await browser.get('/api/studio/drafts')).json().drafts).toEqual([]);
  });
});

describe('script drafts', () => {
  it('writes scenes for the settings with the template writer by default', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { idempotencyKey: _k, scenes: _s, ...settings } = videoRequest({ durationSeconds: 10 });
    const response = await browser.post('/api/studio/script', settings);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.writer).toBe('template');
    expect(body.scenes.reduce((sum: number, s: { durationSeconds: number }) => sum + s.durationSeconds, 0)).toBe(10);
    const signedOut = createTestBrowser(t.app);
    await signedOut.open();
    expect((await signedOut.post('/api/studio/script', settings)).statusCode).toBe(401);
  });
});
