import { expect, test } from './fixtures';

test('a screen that fails to render shows the crash screen, and Reload Page recovers', async ({ page, problems }) => {
  // A deploy that removed the chunk under an open tab: the lazy screen's import rejects while rendering.
  await page.route(/\/assets\/not-found-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/missing-after-deploy');
  await expect(page.getByRole('heading', { name: 'Oops! Quick refresh needed' })).toBeVisible();
  await expect(page.getByText("Something unexpected happened. No worries - just hit refresh and we'll get you back to creating!")).toBeVisible();

  await page.unroute(/\/assets\/not-found-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  problems.length = 0; // the aborted chunk itself is logged by the browser; that is the point of this test
});
