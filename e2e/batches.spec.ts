import type { Locator, Page } from '@playwright/test';
import { signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Issue 29: the CSV batch page and the style previews, by keyboard alone, axe clean, at 1366 and 390.

const HEADER = 'Variant,Hook,Body,Call to action,Voice,Style,Ratio,Length';
const GOOD = [
  'hook a,Still brewing at midnight?,Cold brew every Monday,=Subscribe now,none,noir,1:1,5',
  'hook b,Tired of bitter coffee?,Smooth cold brew delivered,Start today,none,anime,1:1,5',
];
const BAD = 'hook c,Need a lift?,Cold brew for founders,Start,none,vaporwave,1:1,5';

/** Moves the keyboard focus forward until `target` has it (no mouse anywhere). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test('a CSV batch: the bad row first, then the confirmed total, progress per row and the ZIP, by keyboard @mobile', async ({ page, context }, testInfo) => {
  test.setTimeout(600_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/batches');
  await expect(page.getByRole('heading', { level: 1, name: 'Batch videos from a CSV' })).toBeVisible();

  const pasted = page.getByLabel('Or paste rows (with the header line)');
  await tabTo(page, pasted);
  await page.keyboard.insertText([HEADER, GOOD[0], BAD, GOOD[1]].join('\n'));
  await tabTo(page, page.getByRole('button', { name: 'Check rows' }));
  await page.keyboard.press('Enter');
  const problems = page.getByRole('alert').filter({ hasText: 'One problem to fix' });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('Style');
  expect(await severeAxeViolations(page)).toEqual([]);

  // the bad row removed: the total shows before anything starts
  await tabTo(page, pasted);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText([HEADER, ...GOOD].join('\n'));
  await tabTo(page, page.getByRole('button', { name: 'Check rows' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('batch-total')).toHaveText('Total: 10 credits. You have 140.');
  await page.screenshot({ path: testInfo.outputPath(`batch-check-${page.viewportSize()!.width}.png`), fullPage: true });
  await tabTo(page, page.getByRole('button', { name: 'Render 2 videos · 10 credits' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/batches\/[0-9a-f-]{36}$/);
  const rows = page.getByTestId('batch-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('01-hook-a-1x1.mp4');
  await expect(page.getByText('2 of 2 videos finished')).toBeVisible({ timeout: 480_000 });
  const zip = page.getByRole('link', { name: 'Download finished videos (ZIP)' });
  await expect(zip).toHaveAttribute('href', /\/api\/studio\/batches\/.+\/download$/);
  await tabTo(page, zip);
  expect(await severeAxeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`batch-page-${page.viewportSize()!.width}.png`), fullPage: true });
});

test('style previews: four styles side by side, free today, and picking one starts its render, by keyboard @mobile', async ({ page, context }, testInfo) => {
  test.setTimeout(600_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-maker');
  const description = page.getByLabel('What are you selling?');
  await tabTo(page, description);
  await page.keyboard.insertText('A cold brew coffee subscription for busy founders, delivered every Monday');
  await tabTo(page, page.getByRole('button', { name: 'Write my script' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scene')).not.toHaveCount(0, { timeout: 60_000 }); // the writer times every line with the speech engine

  const run = page.getByRole('button', { name: 'Preview styles · free' });
  await tabTo(page, run, 200);
  await page.keyboard.press('Enter');
  const previews = page.getByTestId('style-preview');
  await expect(previews).toHaveCount(4);
  for (const preview of await previews.all()) await expect(preview.locator('video')).toBeVisible({ timeout: 480_000 });
  expect(await severeAxeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`previews-${page.viewportSize()!.width}.png`), fullPage: true });

  // none of them is a video of the library
  const library = await (await context.request.get('/api/studio/videos')).json();
  expect(library.videos).toEqual([]);

  const pick = previews.nth(1).getByRole('button', { name: /^Render in / });
  const style = ((await pick.textContent()) ?? '').replace('Render in ', '');
  await tabTo(page, pick, 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/animation\/.+/);
  const [video] = (await (await context.request.get('/api/studio/videos')).json()).videos;
  expect(video.visualStyle).toBe(style.toLowerCase().replace(/\s+/g, '-'));
});
