import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits for the writer's script, then gives it exactly `count` scenes: the writer makes as many as
 * fit the length (which moves as its phrasing changes), while a task or a recording needs a fixed
 * number. An added scene starts empty and a render refuses it, so it is given words and a picture.
 */
export async function keepScenes(page: Page, count: number) {
  const scenes = page.getByTestId('scene');
  await expect(scenes.first()).toBeVisible({ timeout: 60_000 }); // the writer times every line with the speech engine
  while ((await scenes.count()) < count) await page.getByRole('button', { name: 'Add scene' }).click();
  while ((await scenes.count()) > count) await page.getByRole('button', { name: `Remove scene ${await scenes.count()}` }).click();
  await expect(scenes).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const words = scenes.nth(i).getByLabel('What it says');
    if (!(await words.inputValue())) await words.fill(`Part ${i + 1} of the story.`);
    const picture = scenes.nth(i).getByLabel('What it shows');
    if (!(await picture.inputValue())) await picture.fill('The product on a table');
  }
  return scenes;
}
