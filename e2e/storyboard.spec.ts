import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { testMediaTools } from '../server/test/media-tools';
import { apiPost, signUpThroughApi } from './accounts';
import { elementsWiderThanScreen, horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Silent on purpose: with a voice, new words change the speech's length and move every later
// scene on the timeline (docs/decisions/065), so "only scene 3 changed" is a property of a silent video.
const SCENES = [
  { id: 'scene-1', narration: 'Still brewing at midnight?', visual: 'A tired founder at a desk', durationSeconds: 2 },
  { id: 'scene-2', narration: 'Cold brew on your doorstep', visual: 'A box lands on a porch', durationSeconds: 2 },
  { id: 'scene-3', narration: 'Smooth, strong and never bitter', visual: 'A glass of coffee', durationSeconds: 2 },
  { id: 'scene-4', narration: 'Start your subscription today', visual: 'Logo and a glass', durationSeconds: 2 },
];
/** The local engine's cut into a scene, painted over the scene before (scene-painter.ts). */
const TRANSITION_SECONDS = 0.4;

async function waitUntilDone(request: APIRequestContext, id: string) {
  let video: { status: string; error: string | null } & Record<string, unknown> = { status: 'queued', error: null };
  await expect(async () => {
    video = await (await request.get(`/api/studio/videos/${id}`)).json();
    expect(video.status, video.error ?? '').toBe('completed');
  }).toPass({ timeout: 150_000, intervals: [1000] });
  return video;
}

async function frameDigestsOf(request: APIRequestContext, id: string, name: string): Promise<string[]> {
  const response = await request.get(`/api/studio/videos/${id}/media`);
  expect(response.status()).toBe(200);
  const file = test.info().outputPath(name);
  await writeFile(file, await response.body());
  return testMediaTools.frameDigests(file);
}

const balanceOf = async (request: APIRequestContext) => (await (await request.get('/api/credits')).json()).balance as number;
const cardWords = (page: Page, index: number) => page.getByTestId('storyboard-card').nth(index).locator('p').first();

test('issue 29 acceptance 1: one word changed in scene 3 on the storyboard re-renders only scene 3, for the price shown', async ({ page, context }) => {
  test.setTimeout(420_000);
  await signUpThroughApi(context, {}, 'create');
  const first = await apiPost(context, context.request, '/api/studio/videos', {
    description: 'A cold brew coffee subscription for busy founders, delivered every Monday',
    title: 'Cold brew storyboard',
    visualStyle: 'cinematic',
    aspectRatio: '9:16',
    durationSeconds: 8,
    tone: 'curious',
    scenes: SCENES,
    voice: null,
    idempotencyKey: randomUUID(),
  });
  const original = await waitUntilDone(context.request, first.id);
  expect(original.encodedScenes).toEqual([0, 1, 2, 3]);
  // the first version is soft-deleted once the next one is done: read its frames now
  const before = await frameDigestsOf(context.request, first.id, 'v1.mp4');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/animation/${first.id}`);
  const board = page.getByRole('region', { name: 'Storyboard' });
  await expect(board.getByTestId('storyboard-card')).toHaveCount(4);
  const frame = board.getByRole('img', { name: 'Frame of scene 3' });
  await frame.scrollIntoViewIfNeeded();
  // the still really came: a decoded JPEG, not the card's "no frame" placeholder
  await expect.poll(() => frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await board.screenshot({ path: test.info().outputPath('storyboard-1366.png') });

  // keyboard only: Tab to "Move scene 2 down", Enter; focus follows the moved card, and back again
  await board.getByRole('button', { name: 'Move scene 2 up' }).focus();
  await page.keyboard.press('Tab');
  await expect(board.getByRole('button', { name: 'Move scene 2 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cardWords(page, 2)).toHaveText('Cold brew on your doorstep');
  await expect(board.getByRole('button', { name: 'Move scene 3 down' })).toBeFocused();
  await expect(board.getByTestId('changed-scenes')).toHaveText('Scenes 2, 3 will be re-rendered.');
  await page.keyboard.press('Shift+Tab');
  await expect(board.getByRole('button', { name: 'Move scene 3 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board.getByRole('button', { name: 'Move scene 2 up' })).toBeFocused();
  await expect(board.getByText('No changes yet. Edit a scene to re-render it.')).toBeVisible();

  // one word of scene 3
  await board.getByRole('button', { name: 'Edit scene 3' }).click();
  await board.getByLabel('Words').fill('Smooth, strong and never sour');
  await expect(board.getByTestId('changed-scenes')).toHaveText('Scene 3 will be re-rendered.');
  expect(await severeAxeViolations(page)).toEqual([]);
  await board.screenshot({ path: test.info().outputPath('storyboard-editing-1366.png') });
  await board.getByRole('button', { name: 'Done editing scene 3' }).click();
  const rerender = board.getByRole('button', { name: /^Re-render changed scenes · \d+ credits?$/ });
  const quoted = Number((await rerender.textContent())!.match(/· (\d+) credit/)![1]);
  const balance = await balanceOf(context.request);
  await rerender.click();

  await page.waitForURL((url) => url.pathname !== `/animation/${first.id}`);
  const secondId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await expect(page.getByTestId('version-note')).toContainText('Version 2');
  await expect(page.getByTestId('encoded-scenes')).toHaveText('Re-encoded: scene 3; the others were reused.', { timeout: 150_000 });
  const second = await waitUntilDone(context.request, secondId);
  expect(second).toMatchObject({ version: 2, versionOfId: first.id, encodedScenes: [2], costCredits: quoted });
  expect(await balanceOf(context.request)).toBe(balance - quoted);

  const after = await frameDigestsOf(context.request, secondId, 'v2.mp4');
  expect(after).toHaveLength(before.length);
  // the frame rate the file has (LOCAL_RENDER_FPS may force one below the format's): 8 s of frames
  const fps = before.length / 8;
  // scene 3 runs from 4 s; its edit also repaints the first 0.4 s of scene 4 (drawn over it)
  const [from, to] = [Math.ceil(4 * fps), Math.ceil((6 + TRANSITION_SECONDS) * fps)];
  const outside = (list: string[]) => [...list.slice(0, from), ...list.slice(to)];
  expect(outside(after)).toEqual(outside(before));
  expect(after.slice(from, to)).not.toEqual(before.slice(from, to));

  // the new version's storyboard, at desktop and phone width
  await expect(page.getByRole('region', { name: 'Storyboard' }).getByTestId('storyboard-card')).toHaveCount(4);
  await page.screenshot({ path: test.info().outputPath('video-page-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Edit scene 2' }).click();
  expect(await elementsWiderThanScreen(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByRole('region', { name: 'Storyboard' }).screenshot({ path: test.info().outputPath('storyboard-390.png') });
});
