import type { Page } from '@playwright/test';
import { videoRequest } from '../server/test/studio-fixtures';
import { apiPost, signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

const balance = (page: Page) => page.getByTestId('credit-balance');

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Pat Buyer');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('in test mode: pricing → annual Business → a declined card grants nothing → 4242 → 1,940 credits → subscription → a clean download (acceptance 1, 6)', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/pricing');
  await page.getByRole('button', { name: /Annual.*Save 20%/ }).click();
  await page.getByRole('button', { name: 'Start with Business' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=business&period=annual$/);
  await expect(page.getByTestId('test-mode')).toHaveText('TEST MODE');
  await expect(page.getByTestId('summary-plan')).toHaveText('Business');
  await expect(page.getByTestId('summary-price')).toHaveText('$1,716 per year, billed annually');
  await expect(page.getByTestId('summary-annual-saving')).toHaveText('$432');
  await expect(page.getByTestId('summary-monthly-credits')).toHaveText('1,500 credits');
  await expect(page.getByTestId('summary-welcome-bonus')).toHaveText('300 credits');
  await expect(page.getByTestId('summary-seats')).toHaveText('5');
  expect(await severeAxeViolations(page)).toEqual([]);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expect(balance(page)).toHaveText(/140 credits/);

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/success\?checkout=/);
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  await expect(page.getByTestId('credits-granted')).toHaveText('Added to your balance: 1,800 credits');
  await expect(balance(page)).toHaveText(/1940 credits/);
  expect(await severeAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'View subscription' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Business');
  await expect(page.getByTestId('billing-period')).toHaveText('Annual');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('period-end')).toContainText(String(new Date().getFullYear() + 1));
  await expect(page.getByTestId('credits-left')).toHaveText('1,940 credits');
  expect(await severeAxeViolations(page)).toEqual([]);

  const video = await apiPost(context, context.request, '/api/studio/videos', videoRequest({ durationSeconds: 5 }));
  expect(video.watermark).toBe(false);
  await page.goto(`/animation/${video.id}`);
  await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('licence-note')).toContainText('commercial licence');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download', exact: true }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.mp4$/);
});

test('the checkout cancel and upgrade-required screens pass axe and say what happened (acceptance 6)', async ({ page, context }) => {
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/checkout/cancel');
  await expect(page.getByRole('heading', { name: 'Checkout cancelled' })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.goto('/upgrade-required?feature=clean-exports');
  await expect(page.getByTestId('upgrade-text')).toHaveText('Clean exports without watermark needs the Pro plan or higher.');
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.goto('/thank-you-paid');
  await expect(page.getByRole('heading', { name: 'No purchase to show' })).toBeVisible();
});
