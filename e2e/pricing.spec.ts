import { expect, test } from './fixtures';
import { signUpInPage } from './sign-up';

test.describe('/pricing', () => {
  test('billing toggle: monthly by default, annual shows 63/143/239 and the yearly saving', async ({ page }) => {
    await page.goto('/pricing');
    const monthly = page.getByRole('button', { name: 'Monthly' });
    const annual = page.getByRole('button', { name: /Annual.*Save 20%/ });
    await expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('price-pro')).toHaveText('$79');
    await expect(page.getByTestId('price-business')).toHaveText('$179');
    await expect(page.getByTestId('price-enterprise')).toHaveText('$299');
    await annual.click();
    await expect(annual).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('price-pro')).toHaveText('$63');
    await expect(page.getByTestId('price-business')).toHaveText('$143');
    await expect(page.getByTestId('price-enterprise')).toHaveText('$239');
    for (const saving of ['$192', '$432', '$720']) await expect(page.getByText(`You save ${saving} a year`)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Business' }).getByText('MOST POPULAR')).toBeVisible();
  });

  test('ROI calculator: defaults, sliders and scenarios', async ({ page }) => {
    await page.goto('/pricing');
    const investment = page.getByRole('slider', { name: 'Monthly investment' });
    await expect(investment).toHaveValue('79');
    await expect(investment).toHaveAttribute('min', '79');
    await expect(investment).toHaveAttribute('max', '299');
    await expect(page.getByRole('slider', { name: 'Videos sold per month' })).toHaveValue('15');
    await expect(page.getByRole('slider', { name: 'Retainer clients' })).toHaveValue('2');
    await expect(page.getByTestId('roi-revenue')).toHaveText('$3,250');
    await expect(page.getByTestId('roi-profit')).toHaveText('$3,171');
    await expect(page.getByTestId('roi-multiple')).toHaveText('41.1x');
    await expect(page.getByTestId('roi-annual')).toHaveText('$38,052');
    await investment.fill('299');
    await expect(page.getByTestId('roi-break-even')).toHaveText('Break even with 2 videos or 1 client a month');
    await page.getByRole('button', { name: 'Ambitious' }).click();
    await expect(page.getByTestId('roi-revenue')).toHaveText('$9,500');
    await expect(page.getByTestId('roi-multiple')).toHaveText('31.8x');
    await page.getByRole('button', { name: 'Conservative' }).click();
    await expect(page.getByTestId('roi-revenue')).toHaveText('$750');
  });

  test('shows the first six seeded case studies, the guarantee and the security section', async ({ page }) => {
    await page.goto('/pricing');
    const cards = page.getByRole('region', { name: 'Results from real campaigns' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toHaveAccessibleName('Bean There Coffee');
    await expect(page.getByText('Verde Landscaping')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '30-day credit-back guarantee' })).toBeVisible();
    await expect(page.locator('#security').getByRole('heading', { name: 'Security and trust' })).toBeVisible();
  });

  test('48-hour countdown ticks every second', async ({ page }) => {
    await page.clock.install();
    await page.goto('/pricing');
    const countdown = page.getByTestId('pricing-countdown');
    await expect(countdown).toHaveText(/^4[78]:\d\d:\d\d$/);
    // Pause on a whole second after load, then step: one second, one minute.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 3000));
    const seconds = (text: string | null) =>
      text!
        .split(':')
        .map(Number)
        .reduce((total, part) => total * 60 + part, 0);
    const start = seconds(await countdown.textContent());
    await page.clock.runFor(1000);
    await expect.poll(async () => seconds(await countdown.textContent())).toBe(start - 1);
    await page.clock.runFor(60_000);
    await expect.poll(async () => seconds(await countdown.textContent())).toBe(start - 61);
    expect(start).toBeGreaterThan(47 * 3600 + 59 * 60 + 50);
  });

  test('header: Back to Home, Login and get started', async ({ page }) => {
    await page.goto('/pricing');
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/pricing');
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  });

  test('a signed-out visitor picking a paid plan is sent to /auth with the checkout remembered', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Start with Business' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => sessionStorage.getItem('post_signup_redirect'))).toBe('/checkout?plan=business');
  });

  test('a signed-in user picking a paid plan goes straight to checkout', async ({ page }) => {
    await signUpInPage(page);
    await page.goto('/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Start with Enterprise' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=enterprise$/);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('post_signup_redirect'))).toBeNull();
  });
});
