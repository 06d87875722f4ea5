import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ decideCookies: false });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie Consent' }).or(page.getByRole('dialog', { name: 'Cookie Consent' }));

for (const [action, stored] of [
  ['Accept All', 'accepted'],
  ['Decline', 'declined'],
  ['Close', 'declined'],
] as const) {
  test(`${action} is remembered across reloads @mobile`, async ({ page }) => {
    await page.goto('/faq');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/privacy');

    await banner(page).getByRole('button', { name: action, exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe(stored);

    await page.reload();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
}
