import { expect, test } from './fixtures';

test('/faq: questions open and close with the keyboard', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const answer = page.getByText('One video costs 5 credits.');
  await expect(answer).toBeHidden();
  await page.locator('summary', { hasText: 'How do credits work?' }).focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});

test('/privacy covers what is collected, cookies and consent, retention and deletion on request', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const heading of ['What we collect', 'Cookies and consent', 'Retention', 'Deletion and your rights']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Analytics run only after you click Accept All/)).toBeVisible();
});

test('/terms and /how-to-use have their content and ways forward', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2, name: 'Guarantees and refunds' })).toBeVisible();
  await page.goto('/how-to-use');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('/upgrade-required points to the plans', async ({ page }) => {
  await page.goto('/upgrade-required');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Required' })).toBeVisible();
  await page.getByRole('link', { name: 'See Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test.describe('cookie banner', () => {
  test.use({ decideCookies: false });
  test('Learn more opens the privacy policy', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('region', { name: 'Cookie Consent' }).getByRole('link', { name: 'Learn more' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});
