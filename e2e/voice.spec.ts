import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiPost, signUpThroughApi } from './accounts';
import { expect, test } from './fixtures';

test('a creator picks a voice and a caption style, and the voiced video plays with its captions as a text track (issue 16)', async ({ page, context }) => {
  test.setTimeout(300_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-maker');
  await page.getByLabel('What are you selling?').fill('A smart water bottle that glows when you need a sip and keeps drinks cold');
  await page.getByRole('slider', { name: 'Length' }).fill('5');
  await page.getByRole('button', { name: 'Write my script' }).click();
  // a 5-second script keeps as many scenes as whole sentences fit in it when spoken (issue 27): two or three
  await expect(page.getByTestId('scene').nth(1)).toBeVisible({ timeout: 60_000 });

  // the voice-over fields: language, voice, caption style (captions wait for a voice)
  await expect(page.getByLabel('Caption style', { exact: true })).toBeDisabled();
  await page.getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByLabel('Voice', { exact: true }).selectOption('ava-en');
  await page.getByLabel('Caption style', { exact: true }).selectOption('clean-box');
  await expect(page.getByTestId('render-cost')).toHaveText(/Rendering costs 5 credits/);

  await page.getByRole('button', { name: 'Render video · 5 credits' }).click();
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  const video = page.getByTestId('studio-video');
  await expect(video).toBeVisible({ timeout: 180_000 }); // a voiced render is mastered and reviewed before it shows
  await expect(page.getByText(/Ava, 1× · eSpeak NG \(built in\)/)).toBeVisible();

  // the player offers the captions: a <track kind="captions"> whose WebVTT has the spoken words in order
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('src', /\/api\/studio\/videos\/[0-9a-f-]{36}\/captions\.vtt$/);
  const vtt = await (await page.request.get((await track.getAttribute('src'))!)).text();
  expect(vtt.startsWith('WEBVTT')).toBe(true);
  expect(vtt).toMatch(/00:00:00\.\d{3} --> 00:00:\d\d\.\d{3}\n\S/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => t.kind))).toEqual(['captions']);

  // issue 33: the captions download beside the video, as a WebVTT and an SRT file that parse to the same cues
  const owned = await downloadCaptions(page);
  expect(owned.vtt).toEqual(vttCuesOf(vtt));
  expect(owned.srt).toEqual(owned.vtt);

  // and on the video's share page, where the player shows them
  const videoId = /\/animation\/([0-9a-f-]{36})$/.exec(page.url())![1];
  const { token } = await apiPost(context, context.request, `/api/studio/videos/${videoId}/share`);
  await page.goto(`/share/${token}`);
  await expect(page.getByTestId('studio-video')).toBeVisible();
  expect(await downloadCaptions(page)).toEqual(owned);
});

type Cue = { start: string; end: string; text: string };

/** The cues of a caption file; SRT's comma before the milliseconds is read as WebVTT's dot, so both compare. */
function cuesOf(text: string, separator: '.' | ','): Cue[] {
  const time = separator === '.' ? String.raw`\d\d:\d\d:\d\d\.\d{3}` : String.raw`\d\d:\d\d:\d\d,\d{3}`;
  const blocks = text.trim().split(/\n\n+/);
  const cues = blocks.flatMap((block) => {
    const match = new RegExp(`^(?:\\d+\\n)?(${time}) --> (${time})\\n([^]+)$`).exec(block);
    return match ? [{ start: match[1]!.replace(',', '.'), end: match[2]!.replace(',', '.'), text: match[3]! }] : [];
  });
  return cues;
}
const vttCuesOf = (text: string) => {
  expect(text.startsWith('WEBVTT\n')).toBe(true);
  return cuesOf(text, '.');
};

/** Presses both caption downloads on the page and reads the files the browser saved. */
async function downloadCaptions(page: Page): Promise<{ vtt: Cue[]; srt: Cue[] }> {
  const saved: Record<'vtt' | 'srt', string> = { vtt: '', srt: '' };
  for (const [name, format] of [
    ['Download captions (WebVTT)', 'vtt'],
    ['Download captions (SRT)', 'srt'],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`-captions\\.${format}$`));
    saved[format] = await readFile((await download.path())!, 'utf8');
  }
  const vtt = vttCuesOf(saved.vtt);
  const srt = cuesOf(saved.srt, ',');
  expect(vtt.length).toBeGreaterThan(0);
  expect(srt).toHaveLength(vtt.length);
  return { vtt, srt };
}
