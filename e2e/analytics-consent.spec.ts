import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ decideCookies: false });

function recordAnalytics(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/analytics/')) requests.push(request);
  });
  return requests;
}
const funnelEvents = (requests: Request[]) =>
  requests
    .filter((r) => r.url().endsWith('/api/analytics/funnel'))
    .map((r) => r.postDataJSON() as { event: string; url: string; metadata: Record<string, unknown>; utm: Record<string, string> });
const vitals = (requests: Request[]) =>
  requests.filter((r) => r.url().endsWith('/api/analytics/vitals')).map((r) => r.postDataJSON() as { name: string; rating: string });
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie Consent' });

// Playwright's fake clock also fakes `performance` (its getEntries* answer nothing), which the
// tracker's navigation timing and web vitals read: the tests that accept run on the real clock.
test('before consent nothing reaches /api/analytics and no analytics cookie exists (acceptance 3)', async ({ page, context }) => {
  const requests = recordAnalytics(page);
  const trackerCode: string[] = [];
  page.on('request', (r) => /\/tracker-[^/]*\.js$/.test(r.url()) && trackerCode.push(r.url()));
  await page.clock.install();
  await page.goto('/?utm_source=x&utm_campaign=y');
  await expect(banner(page)).toBeVisible();
  await page.clock.runFor(2500); // more than two route polls on the page's clock
  expect(requests).toHaveLength(0);
  expect(trackerCode).toEqual([]); // the tracker's code is not even loaded
  expect((await context.cookies()).map((c) => c.name)).not.toContain('visitor_id');
});

test('after Accept, page views, funnel events and web vitals arrive (acceptance 3)', async ({ page }) => {
  const requests = recordAnalytics(page);
  await page.goto('/?utm_source=x&utm_campaign=y');
  await expect(banner(page)).toBeVisible();
  expect(requests).toHaveLength(0);

  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => funnelEvents(requests).map((e) => e.event)).toContain('page_view');
  await expect.poll(() => funnelEvents(requests).map((e) => e.event)).toContain('navigation_timing');
  await expect.poll(() => vitals(requests).map((v) => v.name)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  const view = funnelEvents(requests).find((e) => e.event === 'page_view')!;
  expect(view).toMatchObject({ url: '/', utm: { utm_source: 'x', utm_campaign: 'y' } });
  const timing = funnelEvents(requests).find((e) => e.event === 'navigation_timing')!;
  expect(Object.keys(timing.metadata).sort()).toEqual(['dns', 'dom', 'load', 'request', 'response', 'tcp', 'total']);
  for (const r of requests) expect((await r.response())?.status()).toBe(202);

  // a route change inside the app is a page view too (polled every second)
  await page.evaluate(() => {
    window.history.pushState(null, '', '/opt-in');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect
    .poll(() =>
      funnelEvents(requests)
        .filter((e) => e.event === 'page_view')
        .map((e) => e.url),
    )
    .toContain('/opt-in');

  // a funnel event of the page: the opt-in
  await page.getByLabel('Email address').fill(`consented.${Date.now().toString(36)}@studio.io`);
  await page.locator('form').getByRole('button').click();
  await expect.poll(() => funnelEvents(requests).map((e) => e.event)).toContain('lead_opt_in');
});

test('after Decline nothing is ever sent', async ({ page }) => {
  const requests = recordAnalytics(page);
  await page.clock.install();
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await page.getByLabel('Email address').fill(`declined.${Date.now().toString(36)}@studio.io`);
  await page.locator('form').getByRole('button').click();
  await page.waitForURL(/\/thank-you/);
  await page.clock.runFor(1500); // a route poll and more on the page's clock
  expect(requests).toHaveLength(0);
});
