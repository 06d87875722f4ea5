import type { Locator, Page } from '@playwright/test';
import { signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Issue 28, acceptance 6: the video maker's "Made for" picker and the video page's safe-zone
// overlay with the keyboard alone (no click, no fill), and the maker with the picker and the video
// page with the quality report, the picker's choice and the overlay on pass axe at desktop (1366)
// and phone (390) width. Screenshots of each are attached to the run.

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

async function auditAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  expect(await horizontalOverflow(page), `${name} at ${width}`).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page), `${name} at ${width}`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test('a TikTok video made with the keyboard alone: the preset picker, the safe-zone overlay and its announced state, axe at 1366 and 390', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000); // a real render, queued behind others on a shared machine
  await signUpThroughApi(context, {}, 'create');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/video-maker');
  await tabTo(page, page.getByLabel('What are you selling?'));
  await page.keyboard.type('GlimmerFox: a night light that tells bedtime stories, for kids who hate the dark');

  // "Made for": a native select, chosen with the arrow keys; TikTok sets the 9:16 frame
  const picker = page.getByRole('combobox', { name: 'Made for' });
  await tabTo(page, picker);
  await expect(picker).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveValue('tiktok');
  await expect(picker.locator('option:checked')).toHaveText('TikTok (9:16, 1080×1920)');
  await expect(page.getByRole('radio', { name: /9:16/ })).toBeChecked();
  await expect(picker).toBeFocused();
  await auditAt(page, 1366, 'maker-picker');
  await auditAt(page, 390, 'maker-picker');
  await page.setViewportSize({ width: 1366, height: 900 });

  // the shortest length, then the script and the render, by keyboard
  await tabTo(page, page.getByRole('slider', { name: 'Length' }));
  await page.keyboard.press('Home');
  await tabTo(page, page.getByRole('button', { name: 'Write my script' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scene').first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Render video/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(async () => {
    const current = await (await context.request.get(`/api/studio/videos/${id}`)).json();
    expect(current.status, current.error ?? '').toBe('completed');
    expect(current.platformPreset).toBe('tiktok');
  }).toPass({ timeout: 240_000, intervals: [1000] });
  await page.reload();

  // the report names TikTok's safe zones from the engine's box report
  const report = page.getByRole('region', { name: 'Quality report' });
  await expect(report.getByRole('listitem').filter({ hasText: 'Safe zones' })).toContainText(/TikTok: \d+ box(es)? inside, the nearest -?\d+ px from the/);

  // the overlay: a toggle button whose state is announced (aria-pressed), on and off by keyboard
  const toggle = page.getByRole('button', { name: 'Show TikTok safe zones' });
  const overlay = page.getByTestId('safe-zone-overlay');
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(overlay).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(overlay).toBeVisible();
  await expect(toggle).toBeFocused();
  // what the stripes mean, read with the button's state
  await expect(toggle).toHaveAccessibleDescription('Striped: covered by TikTok’s buttons and captions. Keep words out of it.');
  await auditAt(page, 1366, 'video-page-overlay');
  await auditAt(page, 390, 'video-page-overlay');
  await expect(report.getByRole('listitem').first()).toBeVisible();
  // the overlay lies over the player, inside it, at phone width too
  const player = await page.getByTestId('studio-video').boundingBox();
  const shaded = await overlay.boundingBox();
  expect(shaded!.x).toBeGreaterThanOrEqual(player!.x - 1);
  expect(shaded!.x + shaded!.width).toBeLessThanOrEqual(player!.x + player!.width + 1);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(overlay).toHaveCount(0);
  await expect(page.getByText('Striped: covered by')).toHaveCount(0);
});
