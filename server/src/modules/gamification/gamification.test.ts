import { randomUUID } from 'node:crypto';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { publishEvent } from '../../events/publish';
import { subscriberHandler } from '../../events/subscribers';
import { createLogger } from '../../logger';
import { runRender } from '../renders/service';
import { gamificationSubscribers } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logger = createLogger('silent');
const subscriber = (event: string) => gamificationSubscribers.find((s) => s.event === event)!;

/** Delivers one event to gamification's subscriber the way a worker does (a redelivery reuses the event id). */
function deliver(event: string, payload: Record<string, unknown>, eventId = randomUUID(), occurredAt = t.clock.now()) {
  const handler = subscriberHandler(subscriber(event) as never, { db: t.database.db, logger });
  return handler.run({ eventId, occurredAt: occurredAt.toISOString(), payload } as never);
}

const stats = async (browser: TestBrowser) => (await browser.get('/api/gamification/stats')).json();

/** Sets the test clock to `iso`. */
function setClock(iso: string) {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
}

describe('points from domain events', () => {
  it('a studio render, once finished, awards its points and unlocks the first-video achievement with its credits', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    await t.startWorkers();
    await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider], now: t.clock.now }, id);
    await expect.poll(async () => (await stats(browser)).videosCompleted, { timeout: 15_000 }).toBe(1);
    // 50 for the video, 50 for the achievement's perk
    expect(await stats(browser)).toMatchObject({ points: 100, level: 1, achievementsUnlocked: 1, rank: expect.any(Number) });
    const mine = (await browser.get('/api/gamification/my-achievements')).json().achievements;
    expect(mine).toEqual([
      expect.objectContaining({ achievementId: 'first-video', hasBeenSeen: false, achievement: expect.objectContaining({ rarity: 'common', color: 'gray' }) }),
    ]);
    // 140 at sign-up, 5 spent on the render, 5 back from the achievement
    expect(await balanceOf(browser)).toBe(140);
    expect((await browser.post('/api/gamification/achievements/first-video/seen')).json()).toEqual({ achievementId: 'first-video', hasBeenSeen: true });
    expect((await browser.get('/api/gamification/my-achievements')).json().achievements[0].hasBeenSeen).toBe(true);
  });

  it('replaying one event 20 times concurrently awards points and credits once', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const eventId = randomUUID();
    const payload = { userId: user.id, moduleId: 'creative-intelligence', certificateId: randomUUID() };
    await Promise.all(Array.from({ length: 20 }, () => deliver('certificate.issued', payload, eventId)));
    // 250 for the certificate, 150 for the "Certified" perk
    expect(await stats(browser)).toMatchObject({ points: 400, achievementsUnlocked: 1 });
    expect(await balanceOf(browser)).toBe(140 + 25);
    const { rows } = await t.database.pool.query('select count(*)::int as n from gamification_awards where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(2);
    // a new event of the same kind is a new award
    await deliver('certificate.issued', { ...payload, certificateId: randomUUID() });
    expect((await stats(browser)).points).toBe(650);
  });

  it('learning events reach gamification through the queue', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    await t.database.db.transaction((tx) => publishEvent(tx, 'lesson.completed', { userId: user.id, moduleId: 'creative-intelligence', lessonId: 'l1' }));
    await expect.poll(async () => (await stats(browser)).lessonsCompleted, { timeout: 15_000 }).toBe(1);
  });

  it("the share page announces a view by someone else, once per viewer, and never the owner's or a bot's", async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider], now: t.clock.now }, id);
    const { token } = (await browser.post(`/api/studio/videos/${id}/share`)).json();
    const viewed = async () =>
      (
        await t.database.pool.query(
          `select count(*)::int as n from pgboss.job where name = 'event.video.viewed.gamification-award' and data->'payload'->>'renderJobId' = $1`,
          [id],
        )
      ).rows[0].n;
    expect((await browser.get(`/api/share/${token}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/share/${token}`, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    expect(await viewed()).toBe(0);
    const stranger = createTestBrowser(t.app, { ip: '10.9.9.9' });
    await stranger.get(`/api/share/${token}`);
    await stranger.get(`/api/share/${token}`);
    expect(await viewed()).toBe(2);
    await expect.poll(async () => (await stats(browser)).points, { timeout: 15_000 }).toBeGreaterThan(0);
    // the same viewer twice is one award: first video 50 + perk 50 (if its event ran), the view 5 + its perk 25 once
    await expect
      .poll(
        async () =>
          (await t.database.pool.query(`select count(*)::int as n from gamification_awards where user_id = $1 and rule = 'video_viewed'`, [user.id])).rows[0].n,
        { timeout: 15_000 },
      )
      .toBe(1);
  });
});

describe('nobody awards themselves anything', () => {
  it('record-activity marks the day but awards no points; check-achievements takes no claims', async () => {
    const { browser } = await signedUpBrowser(t.app);
    expect((await browser.post('/api/gamification/record-activity', { activityType: 'daily_visit' })).statusCode).toBe(200);
    expect((await stats(browser)).points).toBe(0);
    const claim = await browser.post('/api/gamification/check-achievements', { achievementId: 'videos-500', points: 100000 });
    expect(claim.statusCode).toBe(400);
    const check = await browser.post('/api/gamification/check-achievements', {});
    expect(check.json()).toEqual({ newlyUnlocked: [] });
    expect((await browser.post('/api/gamification/achievements/videos-500/seen')).statusCode).toBe(404);
  });

  it('refuses bad input with a message: activityType, category, limit 0 and 1000, time zone', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const cases = [
      await browser.post('/api/gamification/record-activity', { activityType: 'award_myself' }),
      await browser.post('/api/gamification/record-activity', { activityType: 'daily_visit', timeZone: 'Mars/Olympus' }),
      await browser.get('/api/gamification/leaderboard/category?category=money'),
      await browser.get('/api/gamification/leaderboard/global?limit=0'),
      await browser.get('/api/gamification/leaderboard/weekly?limit=1000'),
      await browser.get('/api/gamification/leaderboard/category?category=videos&limit=abc'),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request\. .+/);
    }
    expect(cases[2]!.json().message).toContain('category must be one of videos, learning, streak, points');
    expect(cases[3]!.json().message).toContain('limit must be at least 1');
    expect(cases[4]!.json().message).toContain('limit must be at most 100');
  });

  it('answers 401 to nobody', async () => {
    for (const url of ['/api/gamification/stats', '/api/gamification/streak', '/api/gamification/leaderboard/global', '/api/gamification/achievements']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('leaderboards', () => {
  it('ranks by value then id, shows only public names, gives my rank outside the top, and leaves opted-out users out', async () => {
    const users = [];
    for (const [i, points] of [3, 2, 2, 1].entries()) {
      const signed = await signedUpBrowser(t.app, { name: `Leader${'ABCD'[i]} Person` });
      for (let i = 0; i < points; i += 1) await deliver('module.completed', { userId: signed.user.id, moduleId: `m${i}` });
      users.push(signed);
    }
    const [first, , , last] = users;
    const top = (await first!.browser.get('/api/gamification/leaderboard/category?category=points&limit=3')).json();
    const values = top.entries.map((e: { value: number }) => e.value);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    expect(JSON.stringify(top)).not.toContain('@');
    expect(top.entries.every((e: { displayName: string }) => /^[A-Za-z0-9]+( [A-Z]\.)?$/.test(e.displayName))).toBe(true);
    const ranks = top.entries.map((e: { rank: number }) => e.rank);
    const again = (await first!.browser.get('/api/gamification/leaderboard/global?limit=3')).json();
    expect(again.entries).toEqual(top.entries);
    // the top is shared between callers for a second; "me" is marked per caller
    const isMe = (board: { entries: { displayName: string; isMe: boolean }[] }) => board.entries.filter((e) => e.isMe).map((e) => e.displayName);
    expect(isMe(top)).toEqual(['LeaderA P.']);
    expect(isMe((await last!.browser.get('/api/gamification/leaderboard/category?category=points&limit=3')).json())).toEqual([]);
    expect(ranks[0]).toBe(1);

    const mine = (await last!.browser.get('/api/gamification/leaderboard/global?limit=1')).json();
    expect(mine.entries).toHaveLength(1);
    expect(mine.me.rank).toBeGreaterThan(1);
    expect(mine.me.value).toBe((await stats(last!.browser)).points);
    const weekly = (await last!.browser.get('/api/gamification/leaderboard/weekly')).json();
    expect(weekly.me.value).toBe(mine.me.value); // all of it earned this week
    expect(weekly.me.rank).toBeGreaterThan(1);

    // opting out: appears nowhere, and stops counting in others' ranks
    const second = users[1]!;
    const before = (await last!.browser.get('/api/gamification/leaderboard/global')).json().me.rank;
    expect((await second.browser.request({ method: 'PUT', url: '/api/gamification/preferences', payload: { leaderboardVisible: false } })).statusCode).toBe(
      200,
    );
    for (const url of [
      '/api/gamification/leaderboard/global?limit=100',
      '/api/gamification/leaderboard/weekly?limit=100',
      '/api/gamification/leaderboard/category?category=learning&limit=100',
    ]) {
      const board = (await first!.browser.get(url)).json();
      expect(board.entries.map((e: { displayName: string }) => e.displayName)).not.toContain('LeaderB P.');
    }
    expect((await last!.browser.get('/api/gamification/leaderboard/global')).json().me.rank).toBe(before - 1);
    expect((await second.browser.get('/api/gamification/leaderboard/global')).json().me).toMatchObject({ rank: null, visible: false });
  });
});

describe('streaks', () => {
  it("follow the browser's zone until the user picks one on /profile, then keep the pick", async () => {
    const { browser } = await signedUpBrowser(t.app);
    const visit = (timeZone: string) => browser.post('/api/gamification/record-activity', { activityType: 'daily_visit', timeZone });
    expect((await visit('Pacific/Auckland')).json().timeZone).toBe('Pacific/Auckland');
    expect((await visit('Europe/Berlin')).json().timeZone).toBe('Europe/Berlin'); // travelling, nothing picked yet
    expect((await browser.request({ method: 'PUT', url: '/api/gamification/preferences', payload: { timeZone: 'Asia/Tokyo' } })).statusCode).toBe(200);
    expect((await visit('America/Los_Angeles')).json().timeZone).toBe('Asia/Tokyo');
    expect((await browser.get('/api/gamification/preferences')).json().timeZone).toBe('Asia/Tokyo');
  });

  it('counts concurrent calls at local midnight once, and 23:59 / 00:01 in Auckland as two days', async () => {
    setClock('2026-04-04T10:59:00Z');
    const { browser } = await signedUpBrowser(t.app); // 23:59 on 4 April in Auckland (NZDT, +13), the night before DST ends
    const first = await browser.post('/api/gamification/record-activity', { activityType: 'daily_visit', timeZone: 'Pacific/Auckland' });
    expect(first.json()).toMatchObject({ today: '2026-04-04', currentStreak: 1, todayState: 'active', timeZone: 'Pacific/Auckland' });
    setClock('2026-04-04T11:01:00Z'); // 00:01 on 5 April
    const responses = await Promise.all(Array.from({ length: 20 }, () => browser.post('/api/gamification/record-activity', { activityType: 'daily_visit' })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const streak = (await browser.get('/api/gamification/streak')).json();
    expect(streak).toMatchObject({ today: '2026-04-05', currentStreak: 2, longestStreak: 2, freezeTokens: 0 });
    expect(streak.days).toHaveLength(30);
    expect(streak.days.slice(-2)).toEqual([
      { date: '2026-04-04', state: 'active' },
      { date: '2026-04-05', state: 'active' },
    ]);
  });

  it('freeze tokens: 409 with a message when none is held or today counts; bought with credits; a held token covers a missed day', async () => {
    setClock('2026-10-24T10:00:00Z');
    const { browser } = await signedUpBrowser(t.app);
    const none = await browser.post('/api/gamification/use-freeze-token');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You have no freeze tokens left.');
    await browser.post('/api/gamification/record-activity', { activityType: 'daily_visit', timeZone: 'Europe/Berlin' });
    expect((await browser.post('/api/gamification/buy-freeze-token')).json().freezeTokens).toBe(1);
    expect(await balanceOf(browser)).toBe(115);
    const active = await browser.post('/api/gamification/use-freeze-token');
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('You were already active today, so your streak is safe.');
    // 25 October (Berlin's DST change) is missed; 26 October keeps the streak with the held token
    setClock('2026-10-26T08:00:00Z');
    const after = (await browser.post('/api/gamification/record-activity', { activityType: 'daily_visit' })).json();
    expect(after).toMatchObject({ today: '2026-10-26', currentStreak: 2, freezeTokens: 0 });
    expect(after.days.slice(-3).map((d: { state: string }) => d.state)).toEqual(['active', 'frozen', 'active']);
    // protecting today by hand, then again
    setClock('2026-10-27T08:00:00Z');
    await browser.post('/api/gamification/buy-freeze-token');
    expect((await browser.post('/api/gamification/use-freeze-token')).json()).toMatchObject({ todayState: 'frozen', currentStreak: 2, freezeTokens: 0 });
    const twice = await browser.post('/api/gamification/use-freeze-token');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Today is already protected by a freeze token.');
    // and without a token a missed day resets it
    setClock('2026-10-29T08:00:00Z');
    expect((await browser.post('/api/gamification/record-activity', { activityType: 'daily_visit' })).json()).toMatchObject({
      currentStreak: 1,
      longestStreak: 2,
    });
  });
});
