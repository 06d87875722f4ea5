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
