import { test } from './fixtures';
test('screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  for (const path of ['/landing-full', '/pricing']) {
    await page.goto(path);
    for (let y = 0; y < 30; y++) { await page.mouse.wheel(0, 1000); await page.waitForTimeout(80); }
    await page.waitForTimeout(500);
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let i = 0, y = 0; y < height; i++, y += 1600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
      await page.screenshot({ path: `/tmp/wt6-shots${path}-${i}.png` });
    }
  }
});
