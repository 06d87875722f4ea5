import { horizontalOverflow, MARKETING_AXE_ROUTES, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { loadEverySection } from './sections';

// Zero serious or critical axe-core violations on every marketing, help and legal page.
for (const path of MARKETING_AXE_ROUTES) {
  test(`${path} has no serious or critical axe violations @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/landing-full')) {
      test.slow(); // the longest page: every lazy section is loaded, then audited
      await loadEverySection(page);
    }
    if (path === '/pricing') await expect(page.getByRole('region', { name: 'Results from real campaigns' }).getByRole('article')).toHaveCount(6);
    expect(await severeAxeViolations(page)).toEqual([]);
    // Nothing wider than the screen (a phone would scroll sideways and fixed bars would drift).
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
