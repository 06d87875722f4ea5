import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => new Date().toISOString();

describe('POST /api/analytics/funnel and /vitals', () => {
  it('stores funnel events with the visitor, the signed-in user and the visit source', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const res = await browser.post('/api/analytics/funnel', {
      event: 'signup_completed',
      metadata: { userId: user.id },
      timestamp: now(),
      url: '/auth',
      referrer: null,
      utm: { utm_source: 'x' },
      source: 'default',
    });
    expect(res.statusCode).toBe(202);
    expect(browser.jar.get('visitor_id')).toBeTruthy();
    const { rows } = await t.database.pool.query("select * from analytics_events where event = 'signup_completed'");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id, url: '/auth', utm: { utm_source: 'x' }, source: 'default', visitor_id: browser.jar.get('visitor_id') });
  });

  it('stores web vitals, rated by the spec thresholds whatever the browser said', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/analytics/vitals', {
      name: 'LCP',
      value: 4100,
      id: 'v5-1',
      rating: 'good',
      navigationType: 'navigate',
      timestamp: now(),
      url: '/',
    });
    expect(res.statusCode).toBe(202);
    const { rows } = await t.database.pool.query("select name, value, rating, metric_id from web_vitals where metric_id = 'v5-1'");
    expect(rows).toEqual([{ name: 'LCP', value: 4100, rating: 'poor', metric_id: 'v5-1' }]);
  });

  it('refuses unknown metrics, bad event names and bodies over 16 KB', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    expect((await browser.post('/api/analytics/vitals', { name: 'FID', value: 1, id: 'x', rating: 'good', timestamp: now() })).statusCode).toBe(400);
    expect((await browser.post('/api/analytics/funnel', { event: 'DROP TABLE', timestamp: now(), url: '/' })).statusCode).toBe(400);
    const big = await browser.post('/api/analytics/funnel', {
      event: 'page_view',
      metadata: { a: 'x'.repeat(400) },
      timestamp: now(),
      url: '/',
      referrer: 'r'.repeat(17_000),
    });
    expect(big.statusCode).toBe(413);
  });

  it('feeds the dashboard: visitors by day and source, variant views, vitals p75 with its rating', async () => {
    const { user } = await signedUpBrowser(t.app);
    await t.database.pool.query("update users set role = 'admin' where id = $1", [user.id]);
    const visitors = [createTestBrowser(t.app), createTestBrowser(t.app)];
    for (const [i, v] of visitors.entries()) {
      await v.open();
      await v.post('/api/analytics/funnel', { event: 'page_view', timestamp: now(), url: '/', source: 'social-ads' });
      await v.post('/api/analytics/funnel', { event: 'page_view', timestamp: now(), url: '/opt-in', source: 'social-ads' });
      await v.post('/api/analytics/funnel', { event: 'optin_view', metadata: { variant: i === 0 ? 'revenue' : 'transformation' }, timestamp: now(), url: '/' });
      for (const value of [1000, 2000, 2500, 3500])
        await v.post('/api/analytics/vitals', { name: 'FCP', value, id: `f${i}${value}`, rating: 'good', timestamp: now() });
    }
    const admin = createTestBrowser(t.app);
    await admin.open();
    await admin.post('/api/auth/login', { email: user.email, password: 'correct horse battery' });
    const funnel = (await admin.get('/api/admin/funnel')).json();
    expect(funnel.days.at(-1).visitors).toBe(2);
    expect(funnel.bySource.find((s: { source: string }) => s.source === 'social-ads').visitors).toBe(2);
    expect(funnel.variants.map((v: { views: number }) => v.views)).toEqual([1, 1]);
    const fcp = funnel.vitals.find((v: { name: string }) => v.name === 'FCP');
    // p75 (interpolated) of 1000, 1000, 2000, 2000, 2500, 2500, 3500, 3500 is 2750: between 1800 and 3000
    expect(fcp).toEqual({ name: 'FCP', p75: 2750, samples: 8, rating: 'needs-improvement' });
  });
});
