import { signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('a first video unlocks "First Cut": the toast at the top right, no confetti for a common one, gone after 5 s and after reload; /gamification shows it (acceptance 1 and 6)', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-maker');
  await page.getByLabel('What are you selling?').fill('A cold brew coffee subscription for busy founders, delivered every Monday');
  await page.getByRole('button', { name: 'Write my script' }).click();
  await expect(page.getByTestId('scene').first()).toBeVisible({ timeout: 60_000 }); // the writer times every line with the speech engine
  await page.getByRole('button', { name: 'Render video · 5 credits' }).click();
  await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 120_000 });

  // the award arrives from a worker; the toast follows within seconds, in the polite live region
  const slot = page.getByTestId('achievement-toast-slot');
  // (one at a time: if the same render also unlocked another, that one may come first and close)
  const toast = slot.getByTestId('achievement-toast').filter({ hasText: 'First Cut' });
  await expect(toast).toBeVisible({ timeout: 25_000 });
  const shownAt = Date.now();
  await expect(slot).toHaveAttribute('aria-live', 'polite');
  await expect(toast).toContainText('First Cut');
  await expect(toast).toHaveAttribute('data-rarity', 'common');
  await expect(toast).toHaveAttribute('data-confetti', '0');
  expect(await page.locator('canvas').count()).toBe(0);
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(100);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  // the page stays usable under it
  await expect(page.getByTestId('gamification-indicator')).toBeVisible();

  // it closes on its own after 5 s (the UI's own timer), and closing marked it seen
  const seen = page.waitForResponse((r) => r.url().endsWith('/api/gamification/achievements/first-video/seen') && r.ok());
  await expect(toast).toBeHidden({ timeout: 10_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(3_500);
  await seen;

  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/gamification/my-achievements') && r.ok());
  await page.reload();
  await loaded;
  await expect(page.getByTestId('gamification-indicator')).toBeVisible();
  // First Cut is seen: it never comes back (a later unlock, e.g. a practice task the render also
  // ticked for the learning module, may still have its own turn)
  await expect(slot.getByText('First Cut')).toHaveCount(0);

  await page.goto('/gamification');
  // 100 for the first video, plus whatever else that render earned (learning's practice tasks)
  const pointsNow = async () => ((await (await page.request.get('/api/gamification/stats')).json()) as { points: number }).points;
  expect(await pointsNow()).toBeGreaterThanOrEqual(100);
  // the page shows the server's total (late awards may still land: poll until they agree)
  await expect
    .poll(
      async () => {
        const expected = `${await pointsNow()} points`;
        await page.reload();
        await expect(page.getByTestId('points')).toBeVisible();
        return (await page.getByTestId('points').textContent()) === expected;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('level')).toHaveText('Level 1');
  await expect(page.getByTestId('achievement-card-first-video')).toHaveAttribute('data-unlocked', 'true');
  await expect(page.getByTestId('achievement-card-videos-5')).toHaveAttribute('data-unlocked', 'false');
  await expect(page.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
});
