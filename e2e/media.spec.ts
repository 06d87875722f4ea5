import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { keepScenes } from './scenes';

const run = promisify(execFile);
const ffmpeg = process.env.FFMPEG_PATH ?? (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** A solid-colour picture made by ffmpeg at test time (no binary fixtures in the repository). */
async function solidPicture(dir: string, name: string, color: string, size: string): Promise<Buffer> {
  const file = path.join(dir, name);
  await run(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${color}:s=${size}`, '-frames:v', '1', file]);
  const { readFile } = await import('node:fs/promises');
  return readFile(file);
}

/** The mean RGB of a 9×9 square around a point (fractions of the frame) of the frame at `seconds`. */
async function colourAt(file: string, seconds: number, width: number, height: number, points: [number, number][]): Promise<[number, number, number][]> {
  const { stdout } = await run(ffmpeg, ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: width * height * 3 + 1024,
  });
  return points.map(([fx, fy]) => {
    const sum = [0, 0, 0];
    for (let y = Math.round(fy * height) - 4; y <= Math.round(fy * height) + 4; y++)
      for (let x = Math.round(fx * width) - 4; x <= Math.round(fx * width) + 4; x++) for (let c = 0; c < 3; c++) sum[c]! += stdout[(y * width + x) * 3 + c]!;
    return sum.map((v) => Math.round(v / 81)) as [number, number, number];
  });
}
/** The cues of a WebVTT file, in seconds. */
function vttCues(vtt: string): { start: number; end: number }[] {
  const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})/g)].map((m) => ({ start: seconds(m[1]!), end: seconds(m[2]!) }));
}

/** The RMS of the soundtrack inside the given spans and outside them (mono, 8 kHz). */
async function loudness(file: string, spans: { start: number; end: number }[]): Promise<{ inside: number; outside: number }> {
  const rate = 8000;
  const { stdout } = await run(ffmpeg, ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', String(rate), '-f', 's16le', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  const sums = { inside: [0, 0], outside: [0, 0] };
  for (let i = 0; i + 1 < stdout.length; i += 2) {
    const t = i / 2 / rate;
    const bucket = spans.some((span) => t >= span.start && t < span.end) ? sums.inside : sums.outside;
    bucket[0]! += stdout.readInt16LE(i) ** 2;
    bucket[1]! += 1;
  }
  const rms = ([sum, n]: number[]) => Math.sqrt(sum! / Math.max(1, n!));
  return { inside: rms(sums.inside), outside: rms(sums.outside) };
}

/** How many pixels of a band of the frame at `seconds` are near a colour. */
async function pixelsNear(
  file: string,
  seconds: number,
  width: number,
  height: number,
  band: { top: number; bottom: number },
  color: [number, number, number],
): Promise<number> {
  const { stdout } = await run(ffmpeg, ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: width * height * 3 + 1024,
  });
  let count = 0;
  for (let y = Math.round(band.top * height); y < Math.round(band.bottom * height); y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      if (Math.abs(stdout[at]! - color[0]) < 50 && Math.abs(stdout[at + 1]! - color[1]) < 50 && Math.abs(stdout[at + 2]! - color[2]) < 60) count++;
    }
  return count;
}

const near = (actual: [number, number, number], expected: [number, number, number]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 40);

test('a creator uploads a logo and a product photo, sets the brand kit, uses the photo in a scene, picks a voice and a caption style and renders 9:16: the voice is heard, the captions are seen as the words are said, the photo is in its scene and the logo in a corner (issue 16, acceptance 1)', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-e2e-media-'));
  try {
    const [logo, photo] = await Promise.all([solidPicture(dir, 'logo.png', '0x20c040', '300x150'), solidPicture(dir, 'photo.jpg', '0xe02020', '800x600')]);
    await signUpThroughApi(context, {}, 'create');
    await page.goto('/video-maker');

    // uploads: the empty state, then two files through the labelled file input
    const panel = page.getByTestId('uploads-panel');
    await expect(panel.getByText('No media yet.', { exact: false })).toBeVisible();
    const input = page.getByTestId('media-file-input');
    await input.setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: logo });
    await expect(panel.getByTestId('media-item')).toHaveCount(1);
    await input.setInputFiles({ name: 'bottle.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(panel.getByTestId('media-item')).toHaveCount(2);
    await expect(panel.getByText(/of 500 MB used · 2 of 50 files/)).toBeVisible();
    // a file that is not what it says is refused with the server's words, and nothing is added
    await input.setInputFiles({ name: 'bottle.mp4', mimeType: 'video/mp4', buffer: photo });
    await expect(page.getByTestId('upload-error')).toContainText('is a JPEG image but it is named or sent as .mp4');
    await expect(panel.getByTestId('media-item')).toHaveCount(2);

    // the brand kit: logo, two colours, a font
    const kit = page.getByTestId('brand-kit');
    await kit.getByLabel('Logo', { exact: true }).selectOption({ label: 'acme-logo.png' });
    await kit.getByLabel('Main colour').fill('#ffd000');
    await kit.getByLabel('Second colour').fill('#101060');
    await kit.getByLabel('Font').selectOption('Anton');
    await kit.getByRole('button', { name: 'Save brand kit' }).click();
    await expect(page.getByText('Brand kit saved.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Apply brand kit')).toBeChecked();

    // the script, 9:16, with the photo as the first scene's background
    await page.getByLabel('What are you selling?').fill('An insulated steel water bottle that keeps drinks cold for a day');
    await page.getByText('9:16 Vertical').click();
    await page.getByText('Photorealistic').click();
    await page.getByRole('slider', { name: 'Length' }).fill('6');
    await page.getByRole('button', { name: 'Write my script' }).click();
    // two scenes of known words: the photo's scene is one phrase, the next one starts at the second cue
    const scenes = await keepScenes(page, 2);
    await scenes.nth(0).getByLabel('What it says').fill('Meet the bottle.');
    await scenes.nth(1).getByLabel('What it says').fill('It keeps your water cold all day, wherever you go.');
    await page.getByRole('button', { name: 'Choose a background for scene 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Use bottle.jpg' }).click();
    await expect(scenes.first().getByTestId('scene-background')).toHaveText('bottle.jpg');
    // a voice and its captions (bold-pop: at the bottom; the brand kit's main colour highlights the spoken word)
    await page.getByLabel('Language', { exact: true }).selectOption('en');
    await page.getByLabel('Voice', { exact: true }).selectOption('ava-en');
    await page.getByLabel('Caption style', { exact: true }).selectOption('bold-pop');
    // the uploads panel, the pickers, the voice fields and the brand kit editor, as assistive technology meets them
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Render video/ }).click();
    await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
    const videoId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 180_000 });

    // the produced file, through the API download, frame by frame
    const download = await page.request.get(`/api/studio/videos/${videoId}/media?download=1`);
    expect(download.ok()).toBe(true);
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, await download.body());
    const [width, height] = [720, 1280];
    // the captions' timings, as exported: one cue per phrase, in order
    const cues = vttCues(await (await page.request.get(`/api/studio/videos/${videoId}/captions.vtt`)).text());
    expect(cues.length).toBeGreaterThanOrEqual(2);
    // the soundtrack is louder while the voice speaks than where only the (ducked) music plays
    const sound = await loudness(file, cues);
    expect(sound.inside, `RMS while speaking ${sound.inside.toFixed(0)}, elsewhere ${sound.outside.toFixed(0)}`).toBeGreaterThan(sound.outside * 1.3);
    // the first phrase is on screen, its spoken word in the kit's main colour, while it is said (scene 1: the photo's)
    const first = cues[0]!;
    const saying = first.start + Math.min(0.15, (first.end - first.start) / 4);
    const highlighted = await pixelsNear(file, saying, width, height, { top: 0.6, bottom: 0.8 }, [0xff, 0xd0, 0x00]);
    expect(highlighted, 'highlighted caption pixels while the first word is said').toBeGreaterThan(150);
    const logoCentre: [number, number] = [1 - 0.05 - 0.1, (0.06 * height + 0.05 * width) / height];
    const [photoTopLeft, photoLeft, logoCorner] = await colourAt(file, saying, width, height, [[0.15, 0.2], [0.2, 0.88], logoCentre]);
    expect(near(photoTopLeft!, [0xe0, 0x20, 0x20]), `photo colour at the top left: ${photoTopLeft}`).toBe(true);
    expect(near(photoLeft!, [0xe0, 0x20, 0x20]), `photo colour lower down: ${photoLeft}`).toBe(true);
    expect(near(logoCorner!, [0x20, 0xc0, 0x40]), `logo colour in the top-right corner: ${logoCorner}`).toBe(true);
    // the second scene's first phrase (before the end card's last second and a half) has no photo behind it, but the logo stays in its corner
    const later = cues[1]!;
    const [laterScene, laterLogo] = await colourAt(file, (later.start + later.end) / 2, width, height, [[0.15, 0.2], logoCentre]);
    expect(near(laterScene!, [0xe0, 0x20, 0x20]), `a scene without the photo: ${laterScene}`).toBe(false);
    expect(near(laterLogo!, [0x20, 0xc0, 0x40]), `logo in a later scene: ${laterLogo}`).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
