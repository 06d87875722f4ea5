import { signUpThroughApi } from './accounts';
import { expect, test } from './fixtures';

test('a creator picks a voice and a caption style, and the voiced video plays with its captions as a text track (issue 16)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-maker');
  await page.getByLabel('What are you selling?').fill('A smart water bottle that glows when you need a sip and keeps drinks cold');
  await page.getByLabel('Length').fill('5');
  await page.getByRole('button', { name: 'Write my script' }).click();
  await expect(page.getByTestId('scene')).toHaveCount(3);

  // the voice-over fields: language, voice, caption style (captions wait for a voice)
  await expect(page.getByLabel('Caption style', { exact: true })).toBeDisabled();
  await page.getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByLabel('Voice', { exact: true }).selectOption('ava-en');
  await page.getByLabel('Caption style', { exact: true }).selectOption('clean-box');
  await expect(page.getByTestId('render-cost')).toHaveText(/Rendering costs 5 credits/);

  await page.getByRole('button', { name: 'Render video · 5 credits' }).click();
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  const video = page.getByTestId('studio-video');
  await expect(video).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/Ava, 1× · eSpeak NG \(built in\)/)).toBeVisible();

  // the player offers the captions: a <track kind="captions"> whose WebVTT has the spoken words in order
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('src', /\/api\/studio\/videos\/[0-9a-f-]{36}\/captions\.vtt$/);
  const vtt = await (await page.request.get((await track.getAttribute('src'))!)).text();
  expect(vtt.startsWith('WEBVTT')).toBe(true);
  expect(vtt).toMatch(/00:00:00\.\d{3} --> 00:00:\d\d\.\d{3}\n\S/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => t.kind))).toEqual(['captions']);
});
