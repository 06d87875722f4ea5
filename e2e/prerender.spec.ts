import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// Every route the build prerendered (scripts/prerender.ts), read from its manifest.
const routes = Object.keys(JSON.parse(readFileSync('client/dist/prerendered/routes.json', 'utf8')) as Record<string, string>);

const RETURNING_VISITOR = () => {
  sessionStorage.setItem('intro_seen', 'true');
  localStorage.setItem('cookie-consent', 'declined');
  localStorage.setItem('urgency_banner_dismissed', String(Date.now()));
};

/** A page whose JavaScript bundle never arrives: what the visitor sees before React runs. */
async function beforeReact(browser: Browser, baseURL: string, returning: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (returning) await context.addInitScript(RETURNING_VISITOR);
  await context.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  return context.newPage();
}

test('the marketing pages are prerendered: their content is there without JavaScript', async ({ browser, baseURL }) => {
  expect(routes).toEqual(expect.arrayContaining(['/landing-full', '/landing', '/pricing', '/faq', '/privacy']));
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await expect(page.getByRole('contentinfo'), route).toBeVisible();
  }
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing · Reelwright');
  await expect(page.getByTestId('price-pro')).toHaveText('$79');
  await context.close();
});

test('before React runs, a first-time visitor sees the intro and both banners; a returning visitor sees none', async ({ browser, baseURL }) => {
  const first = await beforeReact(browser, baseURL!, false);
  await first.goto('/landing-full');
  await expect(first.getByTestId('intro-animation')).toBeVisible();
  await expect(first.getByRole('region', { name: 'Cookie Consent' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Claim Bonus Now' })).toBeAttached();

  const returning = await beforeReact(browser, baseURL!, true);
  await returning.goto('/landing-full');
  await expect(returning.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(returning.getByTestId('intro-animation')).toBeHidden();
  await expect(returning.getByRole('region', { name: 'Cookie Consent' })).toBeHidden();
  await expect(returning.getByRole('link', { name: 'Claim Bonus Now' })).toBeHidden();
  await first.context().close();
  await returning.context().close();
});

test.describe('a first-time visitor', () => {
  test.use({ skipIntro: false, decideCookies: false });

  test('hydration keeps the prerendered landing in place and makes it respond', async ({ page }) => {
    // Hydration mismatches fail every test through the fixture; this one also sums the layout shifts.
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => list.getEntries().forEach((e) => shifts.push((e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await page.goto('/landing-full');
    await expect(page.getByTestId('intro-animation')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('region', { name: 'Cookie Consent' })).toBeVisible();
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
    expect(shifted).toBeLessThanOrEqual(0.05);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('link', { name: 'Claim Bonus Now' })).toHaveCount(0);
  });
});

test('a returning visitor gets a hydrated page that responds @mobile', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: /Annual.*Save 20%/ }).click();
  await expect(page.getByTestId('price-pro')).toHaveText('$63');
  await expect(page.getByTestId('intro-animation')).toHaveCount(0);
});
