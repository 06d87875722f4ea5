import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 31: the cookie banner never covers a form's submit control on /, /opt-in, /auth and
// /pricing, on a desktop (1440×900, where it covered the opt-in form's button) and on phones:
// compared by bounding boxes as the page loads and with each control scrolled into view.
test.use({ decideCookies: false });

const PAGES = ['/', '/opt-in', '/auth', '/auth?mode=signup', '/pricing'];
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** The submit controls the banner overlaps, as "x,y" of each, or [] when none. */
function coveredSubmits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector('[data-dismissible="cookie-banner"] > div');
    if (!banner) return ['no banner'];
    const b = banner.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('form button[type="submit"], form button:not([type])')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
      .map((r) => `${Math.round(r.x)},${Math.round(r.y)}`);
  });
}

for (const size of SIZES) {
  test(`the cookie banner covers no submit control at ${size.width}×${size.height}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Cookie Consent' })).toBeVisible();
      await expect.poll(() => coveredSubmits(page), { message: `${path} on load` }).toEqual([]);
      const submits = page.locator('form button[type="submit"], form button:not([type])');
      for (let i = 0; i < (await submits.count()); i++) {
        await submits.nth(i).scrollIntoViewIfNeeded();
        await expect.poll(() => coveredSubmits(page), { message: `${path}, submit ${i} in view` }).toEqual([]);
      }
    }
  });
}
