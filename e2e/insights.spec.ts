import type { Page } from '@playwright/test';
import { TEST_CARD } from '../server/test/billing-fixtures';
import { videoRequest } from '../server/test/studio-fixtures';
import { apiPost, signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openSignedOut } from './share-visits';

/** Decodes a PNG in the page and returns its pixel size. */
function pngSize(page: Page, bytes: Buffer) {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    return [bitmap.width, bitmap.height];
  }, bytes.toString('base64'));
}

test('a paid creator: share views count for a signed-out visitor and not for a bot; /thumbnails exports PNGs of the exact size; the screens pass axe (acceptance 1, 3, 7)', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signUpThroughApi(context, {}, 'create');
  const checkout = await apiPost(context, context.request, '/api/billing/checkouts', { plan: 'pro', period: 'monthly' });
  expect((await apiPost(context, context.request, `/api/billing/checkouts/${checkout.id}/pay`, TEST_CARD)).status).toBe('succeeded');

  const { id } = await apiPost(context, context.request, '/api/studio/videos', videoRequest());
  await expect
    .poll(async () => (await (await context.request.get(`/api/studio/videos/${id}`)).json()).status, { timeout: 90_000, intervals: [1000] })
    .toBe('completed');
  const { url } = await apiPost(context, context.request, `/api/studio/videos/${id}/share`);

  // before anyone watched: the honest empty numbers
  await page.goto('/performance');
  const row = page.getByTestId('performance-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('views')).toHaveText('0');
  await expect(page.getByText('No plays yet.', { exact: false })).toBeVisible();

  // a person's browser says it is Chrome (headless Chromium's own user agent is taken for a bot, rightly)
  const person = await page.evaluate(() => navigator.userAgent);
  expect(person).not.toContain('Headless');
  await openSignedOut(browser, baseURL!, url, { userAgent: person, play: true });
  await openSignedOut(browser, baseURL!, url, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  await page.reload();
  await expect(row.getByTestId('views')).toHaveText('1');
  await expect(row.locator('td').nth(1)).toHaveText('1');
  await expect(row.locator('td').nth(3)).toHaveText('100%');
  expect(await severeAxeViolations(page)).toEqual([]);

  await row.getByRole('link', { name: 'Make a thumbnail' }).click();
  await expect(page).toHaveURL(new RegExp(`/thumbnails\\?video=${id}$`));
  await page.getByRole('slider', { name: 'Frame' }).fill('2.5');
  await page.getByRole('textbox', { name: 'Title' }).fill('Cold brew, every Monday');
  await page.getByText('Neon', { exact: true }).click();
  const preview = page.getByTestId('thumbnail-preview');
  await expect(preview).toHaveAttribute('src', /at=2\.50&title=Cold.*&style=neon&size=landscape$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
  expect(await severeAxeViolations(page)).toEqual([]);

  const landscape = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export PNG (1280 × 720)' }).click();
  const file = await (
    await landscape
  )
    .createReadStream()
    .then((s) => s.toArray())
    .then((chunks) => Buffer.concat(chunks));
  expect(await pngSize(page, file)).toEqual([1280, 720]);
  // the preview is the same picture as the file
  const previewBytes = await (await context.request.get((await preview.getAttribute('src'))!)).body();
  expect(previewBytes.equals(file)).toBe(true);

  await page.getByText('1080 × 1920 (portrait)').click();
  const portrait = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export PNG (1080 × 1920)' }).click();
  const tall = await (
    await portrait
  )
    .createReadStream()
    .then((s) => s.toArray())
    .then((chunks) => Buffer.concat(chunks));
  expect(await pngSize(page, tall)).toEqual([1080, 1920]);

  await page.goto('/analytics');
  await expect(page.getByTestId('activity-chart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/performance/analytics.csv?period=day');
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Create');
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('a free creator is shown the upgrade path for performance and thumbnails (acceptance 5)', async ({ page, context }) => {
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/performance');
  await expect(page).toHaveURL(/\/upgrade-required\?feature=performance$/);
  await page.goto('/thumbnails');
  await expect(page).toHaveURL(/\/upgrade-required\?feature=thumbnails$/);
  expect((await context.request.get('/api/performance')).status()).toBe(403);
});
