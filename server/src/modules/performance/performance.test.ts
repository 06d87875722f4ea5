import { randomUUID } from 'node:crypto';
import { paidBrowser } from '../../../test/billing-fixtures';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BROWSER_USER_AGENT, createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const finish = (id: string) => runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ bytes: 2048 }).provider], now: t.clock.now }, id);

async function sharedVideo(browser: TestBrowser, overrides: Record<string, unknown> = {}) {
  const { id } = (await renderVideo(browser, overrides)).json();
  await finish(id);
  const { token } = (await browser.post(`/api/studio/videos/${id}/share`)).json();
  return { id, token: token as string };
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const BOTS = [
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
  'facebookexternalhit/1.1',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'curl/8.5.0',
];

/** A signed-out visitor on the share page: opens it, then its player reports. */
function visitor(ua = IPHONE) {
  const browser = createTestBrowser(t.app);
  return {
    open: (token: string) => browser.request({ method: 'GET', url: `/api/share/${token}`, headers: { 'user-agent': ua } }),
    beacon: (body: Record<string, unknown>) =>
      browser.request({ method: 'POST', url: '/api/performance/beacons', payload: body, headers: { 'user-agent': ua, origin: 'http://localhost:80' } }),
  };
}

async function groupsOf(browser: TestBrowser) {
  const response = await browser.get('/api/performance');
  expect(response.statusCode).toBe(200);
  return response.json().groups as { originalId: string; winnerId: string | null; videos: Record<string, unknown>[] }[];
}

describe('performance', () => {
  it('counts a signed-out open of a share link as a view, and neither bots nor the owner', async () => {
    const { browser } = await paidBrowser(t.app);
    const { id, token } = await sharedVideo(browser);
    expect((await groupsOf(browser))[0]!.videos[0]).toMatchObject({ id, views: 0, plays: 0, averageWatchPercent: null, completionRate: null });

    expect((await visitor().open(token)).statusCode).toBe(200);
    for (const ua of BOTS) expect((await visitor(ua).open(token)).statusCode).toBe(200);
    // the creator opening their own link
    expect((await browser.get(`/api/share/${token}`)).statusCode).toBe(200);
    expect((await groupsOf(browser))[0]!.videos[0]).toMatchObject({ id, views: 1 });
  });

  it('turns player beacons into plays, watch percentage and completion; bots and the owner are not counted', async () => {
    const { browser } = await paidBrowser(t.app);
    const { id, token } = await sharedVideo(browser, { durationSeconds: 6 });
    const first = visitor();
    const playId = randomUUID();
    expect((await first.beacon({ playId, kind: 'play', shareToken: token, positionSeconds: 0 })).json()).toEqual({ counted: true });
    await first.beacon({ playId, kind: 'progress', shareToken: token, positionSeconds: 3 });
    // out of order: a late beacon never moves a play backwards
    await first.beacon({ playId, kind: 'progress', shareToken: token, positionSeconds: 1.5 });
    const second = visitor();
    const other = randomUUID();
    await second.beacon({ playId: other, kind: 'play', shareToken: token, positionSeconds: 0 });
    // more than the video is only the whole video
    await second.beacon({ playId: other, kind: 'complete', shareToken: token, positionSeconds: 59 });

    expect((await visitor(BOTS[0]).beacon({ playId: randomUUID(), kind: 'play', shareToken: token, positionSeconds: 0 })).json()).toEqual({ counted: false });
    const own = await browser.request({
      method: 'POST',
      url: '/api/performance/beacons',
      payload: { playId: randomUUID(), kind: 'play', videoId: id, positionSeconds: 2 },
    });
    expect(own.json()).toEqual({ counted: false });

    expect((await groupsOf(browser))[0]!.videos[0]).toMatchObject({ id, plays: 2, averageWatchPercent: 75, completionRate: 50 });
  });

  it('refuses beacons that are not bounded and does not let a play id move to another video', async () => {
    const { browser } = await paidBrowser(t.app);
    const a = await sharedVideo(browser);
    const b = await sharedVideo(browser);
    const v = visitor();
    expect((await v.beacon({ playId: 'not-a-uuid', kind: 'play', shareToken: a.token, positionSeconds: 0 })).statusCode).toBe(400);
    expect((await v.beacon({ playId: randomUUID(), kind: 'play', shareToken: a.token, videoId: a.id, positionSeconds: 0 })).statusCode).toBe(400);
    expect((await v.beacon({ playId: randomUUID(), kind: 'play', shareToken: a.token, positionSeconds: 1e9 })).statusCode).toBe(400);
    // a signed-out studio beacon names no session to check ownership against
    expect((await v.beacon({ playId: randomUUID(), kind: 'play', videoId: a.id, positionSeconds: 0 })).statusCode).toBe(401);
    const playId = randomUUID();
    await v.beacon({ playId, kind: 'play', shareToken: a.token, positionSeconds: 1 });
    await v.beacon({ playId, kind: 'complete', shareToken: b.token, positionSeconds: 6 });
    const videos = (await groupsOf(browser)).flatMap((g) => g.videos);
    expect(videos.find((x) => x.id === a.id)).toMatchObject({ plays: 1, completionRate: 0 });
    expect(videos.find((x) => x.id === b.id)).toMatchObject({ plays: 0 });
  });

  it('rate-limits beacons per network', async () => {
    const { browser } = await paidBrowser(t.app);
    const { token } = await sharedVideo(browser);
    const ip = '10.250.0.1';
    await t.database.pool.query(`insert into throttle_events (bucket, subject, occurred_at) select 'player-beacon:ip', $1, $2 from generate_series(1, 600)`, [
      ip,
      t.clock.now(),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/performance/beacons',
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER_USER_AGENT, origin: 'http://localhost:80' },
      payload: { playId: randomUUID(), kind: 'play', shareToken: token, positionSeconds: 0 },
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('puts variants beside their original and marks the winner', async () => {
    const { browser } = await paidBrowser(t.app);
    const original = await sharedVideo(browser, { durationSeconds: 6 });
    const variant = (
      await browser.post(`/api/studio/videos/${original.id}/variants`, { aspectRatio: '16:9', visualStyle: 'anime', idempotencyKey: randomUUID() })
    ).json();
    await finish(variant.id);
    const { token } = (await browser.post(`/api/studio/videos/${variant.id}/share`)).json();
    const v = visitor();
    await v.beacon({ playId: randomUUID(), kind: 'complete', shareToken: token, positionSeconds: 6 });
    await v.beacon({ playId: randomUUID(), kind: 'progress', shareToken: original.token, positionSeconds: 2 });
    const [group] = await groupsOf(browser);
    expect(group!.originalId).toBe(original.id);
    expect(group!.videos.map((x) => x.id)).toEqual([original.id, variant.id]);
    expect(group!.winnerId).toBe(variant.id);
  });

  it('is for signed-in creators on a paid plan, and shows only their own videos', async () => {
    expect((await createTestBrowser(t.app).get('/api/performance')).statusCode).toBe(401);
    const { browser: free } = await signedUpBrowser(t.app);
    const refused = await free.get('/api/performance');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'UPGRADE_REQUIRED', message: 'This needs the Pro plan or higher.', plan: 'pro' });
    // the creator's own analytics is every account's
    expect((await free.get('/api/performance/analytics')).statusCode).toBe(200);
    const { browser } = await paidBrowser(t.app);
    await sharedVideo(browser);
    const { browser: stranger } = await paidBrowser(t.app);
    expect(await groupsOf(stranger)).toEqual([]);
  });

  it('gives the creator analytics by day and week, with credits, top videos, learning and a CSV', async () => {
    const { browser } = await paidBrowser(t.app);
    const before = (await browser.get('/api/performance/analytics')).json();
    expect(before).toMatchObject({ videosMade: 0, credits: { spent: 0 }, totals: { views: 0, plays: 0 }, period: 'day', topVideos: [] });
    expect(before.activity).toHaveLength(30);
    expect(before.learning.modulesAvailable).toBeGreaterThan(0);

    const { token } = await sharedVideo(browser);
    await visitor().open(token);
    t.clock.advance(2 * 86_400_000);
    await visitor().open(token);
    await visitor().beacon({ playId: randomUUID(), kind: 'play', shareToken: token, positionSeconds: 0 });
    const today = t.clock.now().toISOString().slice(0, 10);
    const byDay = (await browser.get('/api/performance/analytics?period=day')).json();
    expect(byDay).toMatchObject({ videosMade: 1, credits: { spent: 5, balance: before.credits.balance - 5 }, totals: { views: 2, plays: 1 } });
    expect(byDay.activity.at(-1)).toEqual({ start: today, views: 1, plays: 1 });
    expect(byDay.activity.at(-3)).toMatchObject({ views: 1, plays: 0 });
    expect(byDay.topVideos).toEqual([expect.objectContaining({ views: 2, plays: 1 })]);
    const byWeek = (await browser.get('/api/performance/analytics?period=week')).json();
    expect(byWeek.activity).toHaveLength(12);
    expect(byWeek.activity.reduce((n: number, p: { views: number }) => n + p.views, 0)).toBe(2);
    expect(new Date(`${byWeek.activity.at(-1).start}T00:00:00Z`).getUTCDay()).toBe(1);

    const csv = await browser.get('/api/performance/analytics.csv?period=day');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="reelwright-analytics-by-day.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('day,views,plays');
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe(`${today},1,1`);
    expect((await createTestBrowser(t.app).get('/api/performance/analytics')).statusCode).toBe(401);
  });
});
