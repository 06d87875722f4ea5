import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Scrolls a marketing page to its bottom half a screen at a time, so every lazily loaded section
 * mounts, and waits until none is still loading.
 */
export async function loadEverySection(page: Page): Promise<void> {
  for (let i = 0; i < 160; i++) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight / 2);
      // two frames, so the sections' intersection observers see this position before the next step
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await expect(page.locator('[data-section] [role="status"][aria-label]')).toHaveCount(0, { timeout: 20_000 });
}
