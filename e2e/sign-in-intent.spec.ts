import type { Browser, Page } from '@playwright/test';
import { newAccount } from './accounts';
import { expect, test } from './fixtures';

// Issue 31: signing in (not only signing up) returns to where the visitor was going: the checkout
// with its plan and period, a deep link such as a team invitation; an unsafe destination is ignored.

/** An existing account, made in a browser of its own, so this page is still signed out. */
async function existingAccount(browser: Browser) {
  const account = newAccount();
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.request.get('/api/auth/me');
  const csrf = (await other.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const response = await other.request.post('/api/auth/register', { data: account, headers: { 'x-csrf-token': csrf } });
  expect(response.ok()).toBe(true);
  await other.close();
  return account;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('signed out, Business annual on /pricing, sign in with an existing account: the checkout for Business annual opens', async ({ page, browser }) => {
  const account = await existingAccount(browser);
  await page.goto('/pricing');
  await page
    .getByRole('group', { name: 'Billing period' })
    .getByRole('button', { name: /Annual/ })
    .click();
  await page.getByRole('button', { name: 'Start with Business' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/checkout\?plan=business&period=annual$/);
  await expect(page.getByTestId('summary-plan')).toHaveText('Business');
  await expect(page.getByTestId('summary-billing')).toHaveText('Annual');
});

test('a deep link (a team invitation) opens after signing in', async ({ page, browser }) => {
  const account = await existingAccount(browser);
  await page.goto('/subscription?invite=some-invitation-token');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/subscription\?invite=some-invitation-token$/);
});

for (const planted of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`a planted ${planted} destination is ignored: sign-in lands on the dashboard`, async ({ page, browser }) => {
    const account = await existingAccount(browser);
    await page.goto('/auth');
    await page.evaluate((value) => sessionStorage.setItem('post_signup_redirect', value), planted);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });
}
