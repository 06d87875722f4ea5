import { expect, test } from './fixtures';

test.use({ skipIntro: false });

test('the intro plays on the first load of a session only', async ({ page, context }) => {
  await page.goto('/faq');
  const intro = page.getByTestId('intro-animation');
  await expect(intro).toBeVisible();
  await expect(intro).toBeHidden({ timeout: 5_000 });

  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(intro).toHaveCount(0);

  // a new tab is a new session: it plays again there
  // (watched from before the navigation, so a slow machine cannot make the test miss its 2 seconds)
  const second = await context.newPage();
  const played = second.waitForSelector('[data-testid="intro-animation"]', { state: 'attached', timeout: 20_000 });
  await second.goto('/faq');
  await played;
});
