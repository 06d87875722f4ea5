import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

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
  const { stdout } = await run(ffmpeg, ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], { encoding: 'buffer', maxBuffer: width * height * 3 + 1024 });
  return points.map(([fx, fy]) => {
    const sum = [0, 0, 0];
    for (let y = Math.round(fy * height) - 4; y <= Math.round(fy * height) + 4; y++)
      for (let x = Math.round(fx * width) - 4; x <= Math.round(fx * width) + 4; x++) for (let c = 0; c < 3; c++) sum[c]! += stdout[(y * width + x) * 3 + c]!;
    return sum.map((v) => Math.round(v / 81)) as [number, number, number];
  });
}
const near = (actual: [number, number, number], expected: [number, number, number]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 40);

test('a creator uploads a logo and a product photo, sets the brand kit, uses the photo in a scene and renders 9:16: the photo is in its scene and the logo in a corner (issue 16, acceptance 1)', async ({ page, context }) => {
  test.setTimeout(150_000);
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
    await page.getByLabel('Length').fill('6');
    await page.getByRole('button', { name: 'Write my script' }).click();
    const scenes = page.getByTestId('scene');
    await expect(scenes.first()).toBeVisible();
    const sceneCount = await scenes.count();
    await page.getByRole('button', { name: 'Choose a background for scene 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Use bottle.jpg' }).click();
    await expect(scenes.first().getByTestId('scene-background')).toHaveText('bottle.jpg');
    // the uploads panel, the pickers and the brand kit editor, as assistive technology meets them
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Render video/ }).click();
    await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
    const videoId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 120_000 });

    // the produced file, through the API download, frame by frame
    const download = await page.request.get(`/api/studio/videos/${videoId}/media?download=1`);
    expect(download.ok()).toBe(true);
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, await download.body());
    const [width, height] = [720, 1280];
    const sceneSeconds = 6 / sceneCount;
    const logoCentre: [number, number] = [1 - 0.05 - 0.1, (0.06 * height + 0.05 * width) / height];
    const [photoTopLeft, photoBottom, logoCorner] = await colourAt(file, sceneSeconds * 0.6, width, height, [[0.15, 0.2], [0.2, 0.8], logoCentre]);
    expect(near(photoTopLeft!, [0xe0, 0x20, 0x20]), `photo colour at the top left: ${photoTopLeft}`).toBe(true);
    expect(near(photoBottom!, [0xe0, 0x20, 0x20]), `photo colour lower down: ${photoBottom}`).toBe(true);
    expect(near(logoCorner!, [0x20, 0xc0, 0x40]), `logo colour in the top-right corner: ${logoCorner}`).toBe(true);
    // a later scene has no photo, but the logo stays in its corner
    const [laterScene, laterLogo] = await colourAt(file, sceneSeconds * 1.6, width, height, [[0.15, 0.2], logoCentre]);
    expect(near(laterScene!, [0xe0, 0x20, 0x20]), `a scene without the photo: ${laterScene}`).toBe(false);
    expect(near(laterLogo!, [0x20, 0xc0, 0x40]), `logo in a later scene: ${laterLogo}`).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
