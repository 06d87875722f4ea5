import { ACCOUNT_DISABLED_MESSAGE } from '../common/contracts/errors';
import { E2E_USERS_ADMIN_EMAIL } from '../playwright.config';
import { signUpThroughApi } from './accounts';
import { elementsWiderThanScreen, horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('an admin finds an account on /admin/users and disables it by keyboard: its session ends, its sign-in is refused, the audit list shows it (issue 32, acceptance 7)', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // five axe audits and two browsers on a shared 2-core machine
  test.setTimeout(180_000);
  // the account to disable, signed in in a browser of its own
  const victimContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.201.0.7' } });
  await victimContext.addInitScript(() => {
    sessionStorage.setItem('intro_seen', 'true');
    localStorage.setItem('cookie-consent', 'declined');
  });
  const { account: victim } = await signUpThroughApi(victimContext, {}, 'create');
  expect((await victimContext.request.get('/api/credits')).status()).toBe(200);

  await signUpThroughApi(context, { email: E2E_USERS_ADMIN_EMAIL }, 'create');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users', exact: true }).first()).toHaveAttribute('href', '/admin/users');
  await expect(page.getByRole('table', { name: 'Accounts matching the search' })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  const search = page.getByRole('searchbox', { name: 'E-mail contains' });
  await search.fill(victim.email.slice(0, -4));
  await search.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\?email=/);
  const link = page.getByRole('link', { name: victim.email });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: victim.email, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Active')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-user-1366.png'), fullPage: true });

  // the confirmation, by keyboard: open, type the reason, Enter submits
  await page.getByRole('button', { name: 'Disable account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
  await expect(dialog.getByLabel('Reason (kept in the audit trail)')).toBeFocused();
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.keyboard.type('Chargeback fraud, confirmed by the bank');
  await page.screenshot({ path: testInfo.outputPath('admin-user-dialog-1366.png') });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Disabled', { exact: true })).toBeVisible();
  const audit = page.getByRole('table', { name: 'Admin actions, newest first' });
  await expect(audit.getByRole('row').filter({ hasText: 'Account disabled' })).toContainText('Chargeback fraud, confirmed by the bank');
  expect(await severeAxeViolations(page)).toEqual([]);

  // the disabled account: its session is gone at once, and signing in says why
  expect((await victimContext.request.get('/api/credits')).status()).toBe(401);
  const victimPage = await victimContext.newPage();
  await victimPage.goto('/auth');
  await victimPage.getByLabel('Email').fill(victim.email);
  await victimPage.getByLabel('Password').fill(victim.password);
  await victimPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(victimPage.getByText(ACCOUNT_DISABLED_MESSAGE, { exact: true })).toBeVisible();
  await expect(victimPage).toHaveURL(/\/auth$/);
  await victimContext.close();

  // the trail on the list screen too, and the page at a phone's width
  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: 'Admin actions, newest first' }).getByRole('row').filter({ hasText: victim.email })).toContainText(
    'Account disabled',
  );
  await page.screenshot({ path: testInfo.outputPath('admin-users-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page), (await elementsWiderThanScreen(page)).join('\n')).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-users-390.png'), fullPage: true });
  await page.getByRole('link', { name: victim.email }).first().click();
  await expect(page.getByRole('heading', { name: victim.email, level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page), (await elementsWiderThanScreen(page)).join('\n')).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-user-390.png'), fullPage: true });
});

test('a signed-in user who is not an admin is refused the users screen and its calls', async ({ context, page }) => {
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Users');
  expect((await context.request.get('/api/admin/users')).status()).toBe(403);
  expect((await context.request.get('/api/admin/audit')).status()).toBe(403);
});
