import type { APIRequestContext } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { startFakeShop, type FakeShop } from '../server/test/fake-shop-server';
import { signUpThroughApi } from './accounts';
import { expect, test } from './fixtures';
import { registerRenderFonts } from '../server/src/providers/video/local/fonts';
import { colorsOf } from '../server/src/providers/video/local/layouts/layout-kit';
import { STYLE_LOOKS } from '../server/src/providers/video/local/style-looks';
import {
  frameAt,
  LOGO_COLOUR,
  PHOTO_COLOURS,
  productAdPictures,
  sceneSpeechMiddles,
  shareOfColour,
  textLikeness,
  type Frame,
  type Rgb,
} from './product-ad-frames';

let shop: FakeShop;
test.beforeAll(async () => {
  shop = await startFakeShop(productAdPictures());
});
test.afterAll(() => shop?.close());

type Scene = { narration: string; visual: string; layout?: string; headline?: string | null };
type Video = {
  status: string;
  visualStyle: keyof typeof STYLE_LOOKS;
  error: string | null;
  scenes: Scene[];
  output: { width: number; height: number; fps: number };
  captionsUrls: { vtt: string } | null;
};

async function finishedVideo(request: APIRequestContext, id: string): Promise<Video> {
  let video = { status: 'queued', error: null } as unknown as Video;
  await expect(async () => {
    video = await (await request.get(`/api/studio/videos/${id}`)).json();
    expect(video.status, video.error ?? '').not.toBe('failed');
    expect(video.status).toBe('completed');
  }).toPass({ timeout: 360_000, intervals: [2000] });
  return video;
}

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;

/** The share of the frame showing one of the product photos as drawn (their own colour, not the darker blurred backdrop). */
const photoShare = (frame: Frame) => Math.max(...PHOTO_COLOURS.map((colour) => shareOfColour(frame, colour)));

test('issue 27 acceptance 1: a product page link becomes a 9:16 voiced ad with the product in most scenes, its price on the offer card and its logo on the end card', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-maker');

  // paste the product page's link
  const panel = page.getByTestId('product-import');
  await panel.getByLabel('Product page link').fill(`${shop.origin}/lantern`);
  await panel.getByRole('button', { name: 'Import' }).click();
  const card = page.getByTestId('product-card');
  await expect(card.getByLabel('Product name')).toHaveValue('Glimmerfox Solar Camping Lantern', { timeout: 30_000 });
  await expect(card.getByTestId('product-images').getByRole('img')).toHaveCount(4);
  await expect(card.getByLabel('Price')).toHaveValue('49.99');

  // edit the card: a shorter name and a sale price (the video must show the edited price, not the page's)
  await card.getByLabel('Product name').fill('Glimmerfox Lantern');
  await card.getByLabel('Price').fill('39.50');

  // 9:16, then the studio's own writer
  await page.getByText('9:16 Vertical').click();
  await page.getByRole('button', { name: 'Write my script' }).click();
  const scenes = page.getByTestId('scene');
  // the writer measures every line with the speech engine: slow on a busy machine
  await expect(scenes.first()).toBeVisible({ timeout: 120_000 });

  // a voice and captions
  await page.getByLabel('Voice', { exact: true }).selectOption('ava-en');
  await page.getByLabel('Caption style', { exact: true }).selectOption('clean-box');
  await expect(page.getByText(/^Spoken in about [\d.]+ s of the 15 s video\.$/)).toBeVisible();

  // render: accepted (the product's own script passes the voice check), then completed
  const creating = page.waitForResponse((r) => r.url().endsWith('/api/studio/videos') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Render video · \d+ credits$/ }).click();
  const created = await creating;
  expect(created.status(), await created.text()).toBe(202);
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  const { id } = (await created.json()) as { id: string };
  const video = await finishedVideo(context.request, id);
  expect(video.output).toMatchObject({ width: 720, height: 1280 });
  const layouts = video.scenes.map((s) => s.layout);
  expect(layouts).toContain('offer');
  expect(layouts.at(-1)).toBe('cta');

  // the MP4 as the creator downloads it, sampled in the middle of each scene's speech
  const mp4 = test.info().outputPath('product-ad.mp4');
  const media = await context.request.get(`/api/studio/videos/${id}/media`);
  expect(media.status()).toBe(200);
  await writeFile(mp4, await media.body());
  const vtt = await (await context.request.get(video.captionsUrls!.vtt)).text();
  const middles = sceneSpeechMiddles(
    vtt,
    video.scenes.map((s) => s.narration),
  );
  const frames: Frame[] = [];
  for (const [i, seconds] of middles.entries()) {
    frames.push(await frameAt(mp4, seconds, video.output, test.info().outputPath(`scene-${i + 1}-${video.scenes[i]!.layout}.png`)));
  }
  const report = video.scenes.map((s, i) => ({
    layout: s.layout,
    at: middles[i]!.toFixed(2),
    photo: photoShare(frames[i]!).toFixed(3),
    narration: s.narration,
  }));
  await test.info().attach('scenes', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });

  // one of the product's photos in most scenes: its own colours (the blurred backdrop behind it is
  // darker) on at least 0.4 % of the frame (a rating card's thumbnail is ~1 %, a hero photo ~10 %)
  const withPhoto = frames.filter((frame) => photoShare(frame) >= 0.004).length;
  expect(withPhoto, JSON.stringify(report)).toBeGreaterThan(frames.length / 2);
  // the end card shows the logo instead, and no photo: the measure tells the two apart
  expect(photoShare(frames.at(-1)!)).toBeLessThan(0.001);

  // the edited price on the offer card: no OCR here, so the words drawn in the style's price colour
  // are compared with the shapes of candidate prices in the same font; the edited one fits best,
  // clearly better than the page's own price
  registerRenderFonts();
  const look = STYLE_LOOKS[video.visualStyle];
  const offer = frames[layouts.indexOf('offer')]!;
  const likeness = Object.fromEntries(
    ['$39.50', '$49.99', '$39.99', '$59.50', '$93.05'].map((price) => [price, textLikeness(offer, price, look.font, rgbOf(colorsOf(look).accent))]),
  );
  await test.info().attach('price likeness', { body: JSON.stringify(likeness, null, 2), contentType: 'application/json' });
  const [best, second] = Object.entries(likeness).sort((a, b) => b[1] - a[1]);
  expect(best![0], JSON.stringify(likeness)).toBe('$39.50');
  expect(best![1]).toBeGreaterThan(0.75);
  expect(best![1] - likeness['$49.99']!).toBeGreaterThan(0.05);
  expect(best![1] - second![1]).toBeGreaterThan(0.01);

  // the logo on the end card
  expect(shareOfColour(frames.at(-1)!, LOGO_COLOUR)).toBeGreaterThan(0.01);
});
