import { E2E_REFUNDS_ADMIN_EMAIL } from '../playwright.config';
import { apiPost, signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Pat Buyer' };

test('in TEST MODE, a Pro subscriber buys a credit pack on /subscription, then cancels within 7 days with a full refund, seeing first what happens to the credits (issue 31)', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signUpThroughApi(context, {}, 'create');
  const checkout = await apiPost(context, context.request, '/api/billing/checkouts', { plan: 'pro', period: 'monthly' });
  await apiPost(context, context.request, `/api/billing/checkouts/${checkout.id}/pay`, CARD);

  await page.goto('/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro', { timeout: 45_000 });
  await expect(page.getByTestId('credits-left')).toHaveText('740 credits');
  expect(await severeAxeViolations(page)).toEqual([]);
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/subscription-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Buy 100 credits for $19' }).click();
  await page.getByLabel('Card number').fill(CARD.cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill(CARD.expiry);
  await page.getByLabel('CVC').fill(CARD.cvc);
  await page.getByLabel('Name on card').fill(CARD.name);
  await page.getByRole('button', { name: 'Pay $19' }).click();
  await expect(page.getByText('100 credits were added to your balance.')).toBeVisible();
  await expect(page.getByTestId('credits-left')).toHaveText('840 credits');
  await expect(page.getByRole('cell', { name: 'Credit pack: 100 credits' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByTestId('refund-terms')).toHaveText(
    'You get $79 back and your plan ends now. 600 credits from that payment are withdrawn from your balance.',
  );
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Yes, cancel and refund' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByTestId('credits-left')).toHaveText('240 credits');
  await expect(page.getByRole('cell', { name: 'Refund: cancelled within 7 days' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  expect(await severeAxeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/subscription-390.png`, fullPage: true });
});

test('a Pro subscriber asks for the 30-day credit-back; an admin finds it through the navigation, approves it after confirming, and the customer sees it refunded (issue 31, ADR 049)', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const customer = await signUpThroughApi(context, {}, 'create');
  const checkout = await apiPost(context, context.request, '/api/billing/checkouts', { plan: 'pro', period: 'monthly' });
  await apiPost(context, context.request, `/api/billing/checkouts/${checkout.id}/pay`, CARD);
  await page.goto('/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro', { timeout: 45_000 });
  await page.getByLabel('Which campaigns ran, and what did they return?').fill('Five videos ran as Meta ads for two weeks and brought no sales.');
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await expect(page.getByTestId('credit-back-status')).toHaveText('Your credit-back request is being reviewed.');

  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.31' } });
  await admin.addInitScript(() => {
    sessionStorage.setItem('intro_seen', 'true');
    localStorage.setItem('cookie-consent', 'declined');
  });
  await signUpThroughApi(admin, { email: E2E_REFUNDS_ADMIN_EMAIL }, 'create');
  const adminPage = await admin.newPage();
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Refunds' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  const request = adminPage.getByRole('listitem').filter({ has: adminPage.getByRole('heading', { name: customer.user.email }) });
  await expect(request).toContainText('Credit-back · Waiting for review');
  await expect(request).toContainText('$79');
  await expect(request).toContainText('brought no sales');
  expect(await severeAxeViolations(adminPage)).toEqual([]);
  if (process.env.SCREENSHOT_DIR) await adminPage.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-refunds-desktop.png`, fullPage: true });

  // keyboard alone: the approve button opens the confirmation, which is checked by axe too
  await request.getByRole('button', { name: `Approve: ${customer.user.email}` }).focus();
  await adminPage.keyboard.press('Enter');
  const confirm = adminPage.getByRole('dialog', { name: 'Approve and refund?' });
  await expect(confirm).toContainText(`${customer.user.email} gets $79 back`);
  expect(await severeAxeViolations(adminPage)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(adminPage.getByText(`Refunded ${customer.user.email}.`)).toBeVisible();
  await expect(request).toContainText('Credit-back · Refunded');
  await expect(request.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  await adminPage.setViewportSize({ width: 390, height: 844 });
  // the studio frame swaps its column for the phone's menu after the resize: wait for it to settle
  await expect.poll(() => horizontalOverflow(adminPage)).toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOT_DIR) await adminPage.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-refunds-390.png`, fullPage: true });
  await admin.close();

  await page.reload();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByTestId('credit-back-status')).toHaveText('Your credit-back request was approved and refunded.');
});
