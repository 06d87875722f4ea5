import { signUpThroughApi } from './accounts';
import { horizontalOverflow } from './axe';
import { expect, test } from './fixtures';

// The studio's screens on the narrowest common phone (390 px): the header (wordmark, balance,
// sign-out) and every screen fit without a sideways scroll.
const SCREENS = ['/dashboard', '/learning', '/cosmic-engine', '/gamification', '/profile', '/subscription', '/hooks', '/analytics', '/history'];

test('the studio screens fit a 390 px phone without sideways scrolling', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughApi(context, {}, 'create');
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByTestId('credit-balance')).toContainText('140');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
