import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../../test/test-browser';
import { creatorToolsUserData } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const product = 'Trail running socks that never blister and dry in minutes';

describe('creator tools: generators', () => {
  it('writes eight labelled hooks from the product and audience, different between requests', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const first = await browser.post('/api/creator-tools/generate/hooks', { product, audience: 'Ultra runners' });
    expect(first.statusCode).toBe(200);
    const { output, writer } = first.json();
    expect(writer).toBe('template');
    expect(output.hooks.map((h: { pattern: string }) => h.pattern)).toEqual([
      'question',
      'bold-claim',
      'pain-point',
      'number',
      'story',
      'contrarian',
      'social-proof',
      'curiosity-gap',
    ]);
    expect(JSON.stringify(output)).toMatch(/Trail running socks/i);
    const texts = new Set(
      [first, ...(await Promise.all([1, 2, 3].map(() => browser.post('/api/creator-tools/generate/hooks', { product, audience: 'Ultra runners' }))))].map(
        (r) => r.body,
      ),
    );
    expect(texts.size).toBeGreaterThan(1);
  });

  it('answers every engine, and refuses bad input with the field and oversized bodies before parsing', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const series = await browser.post('/api/creator-tools/generate/series', {
      theme: 'Home espresso for beginners',
      episodes: 5,
      perWeek: 2,
      startDate: '2026-12-01',
    });
    expect(series.json().output.episodes.map((e: { date: string }) => e.date)).toEqual(['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15']);
    const council = await browser.post('/api/creator-tools/generate/council', { concept: 'A 10-second ad for a reusable notebook', personas: 5 });
    expect(council.json().output.reviews).toHaveLength(5);
    for (const [tool, body] of [
      ['story', { premise: 'A barista oversleeps on launch day', product: 'Dawn Roast' }],
      ['skit', { premise: 'Flatmates split a pizza fairly', characters: 2 }],
      ['topics', { niche: 'Indoor plants for small flats' }],
      ['persuasion', { script: 'Our planner keeps your week calm.' }],
    ] as const) {
      expect((await browser.post(`/api/creator-tools/generate/${tool}`, body)).statusCode).toBe(200);
    }
    const short = await browser.post('/api/creator-tools/generate/hooks', { product: 'socks', audience: 'runners' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.product).toBe('Describe it in at least 10 characters');
    const long = await browser.post('/api/creator-tools/generate/topics', { niche: 'x'.repeat(601) });
    expect(long.json().fields.niche).toBe('Keep it under 600 characters');
    const huge = await browser.post('/api/creator-tools/generate/topics', { niche: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    const signedOut = createTestBrowser(t.app);
    await signedOut.open();
    expect((await signedOut.post('/api/creator-tools/generate/hooks', { product, audience: 'Runners' })).statusCode).toBe(401);
  });

  it('limits bursts per minute and generations per day with 429, a message and Retry-After', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const generate = () => browser.post('/api/creator-tools/generate/topics', { niche: 'Indoor plants for small flats' });
    for (let i = 0; i < 20; i++) expect((await generate()).statusCode).toBe(200);
    const burst = await generate();
    expect(burst.statusCode).toBe(429);
    expect(burst.json().message).toMatch(/generating very quickly/);
    expect(Number(burst.headers['retry-after'])).toBeGreaterThan(0);
    for (let minute = 0; minute < 2; minute++) {
      t.clock.advance(61_000);
      for (let i = 0; i < (minute === 0 ? 20 : 10); i++) expect((await generate()).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const daily = await generate();
    expect(daily.statusCode).toBe(429);
    expect(daily.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/today's limit of 50 generations/) });
    const retryAfter = Number(daily.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  });
});

describe('creator tools: the saved library', () => {
  it("saves, searches, tags, edits and deletes a creator's own items only", async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const save = (payload: unknown) => browser.post('/api/creator-tools/saved', payload);
    const one = await save({ kind: 'hook', title: 'Question hook', body: 'Ultra runners, what if blisters were optional?', meta: { pattern: 'question' } });
    expect(one.statusCode).toBe(201);
    await save({ kind: 'hook', title: 'Number hook', body: '3 reasons 100% of runners switch', tags: ['Launch', 'launch'] });
    await save({
      kind: 'prompt',
      title: 'Cafe promo',
      body: 'A cosy cafe with oat lattes',
      tags: ['food'],
      meta: { settings: { visualStyle: 'anime', aspectRatio: '9:16', tone: 'awed' } },
    });
    const hooks = (await browser.get('/api/creator-tools/saved?kind=hook')).json().items;
    expect(hooks.map((h: { title: string }) => h.title)).toEqual(['Number hook', 'Question hook']);
    expect(hooks[0].tags).toEqual(['launch']);
    expect((await browser.get('/api/creator-tools/saved?kind=hook&q=blister')).json().items).toHaveLength(1);
    expect((await browser.get('/api/creator-tools/saved?kind=hook&q=100%25')).json().items).toHaveLength(1);
    expect((await browser.get('/api/creator-tools/saved?kind=hook&q=_')).json().items).toHaveLength(0);
    expect((await browser.get('/api/creator-tools/saved?kind=hook&tag=launch')).json().items).toHaveLength(1);
    const prompts = (await browser.get('/api/creator-tools/saved?kind=prompt')).json().items;
    expect(prompts[0].meta.settings).toEqual({ visualStyle: 'anime', aspectRatio: '9:16', tone: 'awed' });

    const id = one.json().id;
    const other = (await signedUpBrowser(t.app)).browser;
    expect((await other.request({ method: 'PATCH', url: `/api/creator-tools/saved/${id}`, payload: { title: 'Mine now' } })).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: `/api/creator-tools/saved/${id}` })).statusCode).toBe(404);
    expect((await other.get('/api/creator-tools/saved?kind=hook')).json().items).toEqual([]);

    const edited = await browser.request({ method: 'PATCH', url: `/api/creator-tools/saved/${id}`, payload: { title: 'Blister question', tags: ['winner'] } });
    expect(edited.json()).toMatchObject({ title: 'Blister question', tags: ['winner'], body: 'Ultra runners, what if blisters were optional?' });
    const exported = await creatorToolsUserData.exportUserData({
      db: t.database.db,
      storage: t.storage,
      payments: t.jobDeps.payments,
      userId: user.id,
      email: user.email,
      now: new Date(),
    });
    expect((exported.data as { items: unknown[] }).items).toHaveLength(3);
    expect((await browser.request({ method: 'DELETE', url: `/api/creator-tools/saved/${id}` })).statusCode).toBe(204);
    expect((await browser.get('/api/creator-tools/saved?kind=hook')).json().items).toHaveLength(1);
  });
});

describe('creator tools: hooks tested as A/B variants', () => {
  const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Owner' };
  const request = (hooks: string[], idempotencyKey = `variants-${Math.random()}`) => ({
    description: product,
    hooks,
    visualStyle: 'anime',
    aspectRatio: '9:16',
    tone: 'curious',
    idempotencyKey,
  });
  const balance = async (browser: Awaited<ReturnType<typeof signedUpBrowser>>['browser']) => (await browser.get('/api/credits')).json().balance as number;

  it('needs a paid plan (403 naming the upgrade), then renders one video per hook, grouped as variants of the first, paid once', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const hooks = ['Ultra runners, what if blisters were optional?', '3 reasons runners switch to Trail running socks'];
    const refused = await browser.post('/api/creator-tools/hook-variants', request(hooks));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'UPGRADE_REQUIRED', plan: 'pro' });
    expect((await browser.get('/api/studio/videos')).json().videos).toHaveLength(0);

    const checkout = (await browser.post('/api/billing/checkouts', { plan: 'pro', period: 'monthly' })).json();
    expect((await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD)).statusCode).toBe(200);
    const before = await balance(browser);
    const body = request(hooks, 'variants-key-1');
    const made = await browser.post('/api/creator-tools/hook-variants', body);
    expect(made.statusCode).toBe(201);
    const { videoIds, costCredits } = made.json();
    expect(videoIds).toHaveLength(2);
    expect(costCredits).toBe(10);
    expect(await balance(browser)).toBe(before - 10);
    const [a, b] = await Promise.all(videoIds.map(async (id: string) => (await browser.get(`/api/studio/videos/${id}`)).json()));
    expect(a.scenes[0].narration).toBe(hooks[0]);
    expect(b.scenes[0].narration).toBe(hooks[1]);
    expect(a.title).toMatch(/^Hook A: /);
    expect(b.variantOfId).toBe(a.id);
    expect(a.durationSeconds).toBe(6);

    const replay = await browser.post('/api/creator-tools/hook-variants', body);
    expect(replay.json().videoIds).toEqual(videoIds);
    expect(await balance(browser)).toBe(before - 10);
    expect((await browser.post('/api/creator-tools/hook-variants', request(['only one']))).json().fields.hooks).toBe('Choose at least 2 hooks');
  });
});
