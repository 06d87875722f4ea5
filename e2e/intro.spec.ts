import { expect, test } from './fixtures';

test.use({ skipIntro: false });

test('the intro plays on the first load of a session only', async ({ page, context }) => {
  // Watched from before the navigation: the card leaves about 2 s after the first paint, which on
  // a loaded machine can come before `goto` (which waits for hydration) returns.
  const shown = page.waitForSelector('[data-testid="intro-animation"]', { state: 'visible', timeout: 20_000 });
  await page.goto('/faq');
  await shown;
  const intro = page.getByTestId('intro-animation');
  await expect(intro).toBeHidden({ timeout: 5_000 });

  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(intro).toHaveCount(0);

  // a new tab is a new session: it plays again there (watched from before the navigation too)
  const second = await context.newPage();
  const played = second.waitForSelector('[data-testid="intro-animation"]', { state: 'attached', timeout: 20_000 });
  await second.goto('/faq');
  await played;
});
