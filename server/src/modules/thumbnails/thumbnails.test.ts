import { loadImage, createCanvas } from '../../providers/canvas/index';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { paidBrowser } from '../../../test/billing-fixtures';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { rawFrame } from '../../../test/media-probe';
import { testMediaTools } from '../../../test/media-tools';
import { createLocalVideoProvider } from '../../providers/video/local/local-provider';
import { findRenderJob, runRender } from '../renders/service';

let t: TestApp;
let dir: string;
let browser: TestBrowser;
let videoId: string;
let videoPath: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-thumbnails-'));
  ({ browser } = await paidBrowser(t.app));
  // a real video from the local engine (few frames a second: the pictures, not the motion, matter here)
  videoId = (await renderVideo(browser, { aspectRatio: '9:16', visualStyle: 'pixar' })).json().id;
  await runRender({ ...t.jobDeps, providers: [createLocalVideoProvider({ mediaTools: testMediaTools, fps: 6 })], now: t.clock.now }, videoId);
  videoPath = path.join(dir, 'video.mp4');
  const job = await findRenderJob(t.database.db, videoId);
  await pipeline(await t.storage.read(job!.mediaKey!), createWriteStream(videoPath));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

/** Decodes a PNG to its size and RGBA pixels. */
async function decodePng(bytes: Buffer) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, pixels: context.getImageData(0, 0, image.width, image.height).data };
}

/** The video's own frame at `seconds`, decoded here by ffmpeg, scaled to cover the size and cut to its middle. */
async function frameOfVideo(seconds: number, width: number, height: number): Promise<Buffer> {
  const filter = `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos,crop=${width}:${height},setsar=1`;
  return rawFrame(videoPath, { seconds: seconds.toFixed(3), pixFmt: 'rgba', filter });
}

/** The largest channel difference over the pixels inside (or outside) the area. */
function largestDifference(a: ArrayLike<number>, b: ArrayLike<number>, width: number, area: { y: number; height: number } | null, inside: boolean): number {
  let largest = 0;
  for (let i = 0; i < a.length; i += 4) {
    const y = Math.floor(i / 4 / width);
    const inArea = area !== null && y >= area.y && y < area.y + area.height;
    if (inArea !== inside) continue;
    for (let c = 0; c < 3; c++) largest = Math.max(largest, Math.abs(a[i + c]! - b[i + c]!));
  }
  return largest;
}

describe('thumbnails (acceptance 3)', () => {
  it('exports a 1280×720 PNG whose pixels are the chosen frame outside the title band', async () => {
    const response = await browser.get(
      `/api/thumbnails/${videoId}.png?at=2.5&size=landscape&style=pop&title=${encodeURIComponent('Cold brew, every Monday')}&download=1`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cold-brew-every-monday-1280x720.png"');
    const png = await decodePng(response.rawPayload);
    expect([png.width, png.height]).toEqual([1280, 720]);
    const [x, y, width, height] = String(response.headers['x-title-area']).split(',').map(Number);
    expect({ x, width }).toEqual({ x: 0, width: 1280 });
    expect(height).toBeGreaterThan(40);
    expect(height).toBeLessThan(720 / 2);

    const frame = await frameOfVideo(2.5, 1280, 720);
    const area = { y: y!, height: height! };
    expect(largestDifference(png.pixels, frame, 1280, area, false)).toBe(0);
    // and the title really is drawn inside the band
    expect(largestDifference(png.pixels, frame, 1280, area, true)).toBeGreaterThan(100);
  });

  it('exports 1080×1920 too, and without a title the whole picture is the frame', async () => {
    const response = await browser.get(`/api/thumbnails/${videoId}.png?at=4&size=portrait`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-title-area']).toBeUndefined();
    const png = await decodePng(response.rawPayload);
    expect([png.width, png.height]).toEqual([1080, 1920]);
    expect(largestDifference(png.pixels, await frameOfVideo(4, 1080, 1920), 1080, null, false)).toBe(0);
    // a different moment is a different picture
    expect(largestDifference(png.pixels, await frameOfVideo(0.5, 1080, 1920), 1080, null, false)).toBeGreaterThan(30);
  });

  it('is the owner’s only, and checks its inputs', async () => {
    expect((await createTestBrowser(t.app).get(`/api/thumbnails/${videoId}.png?at=1`)).statusCode).toBe(401);
    const { browser: stranger } = await paidBrowser(t.app);
    expect((await stranger.get(`/api/thumbnails/${videoId}.png?at=1`)).statusCode).toBe(404);
    const { browser: free } = await signedUpBrowser(t.app);
    expect((await free.get(`/api/thumbnails/${videoId}.png?at=1`)).json()).toMatchObject({ code: 'UPGRADE_REQUIRED', plan: 'pro' });
    expect((await browser.get(`/api/thumbnails/${videoId}.png?at=1&size=square`)).statusCode).toBe(400);
    expect((await browser.get(`/api/thumbnails/${videoId}.png?at=99`)).statusCode).toBe(400);
    expect((await browser.get(`/api/thumbnails/${videoId}.png?at=1&title=${'x'.repeat(81)}`)).statusCode).toBe(400);
  });
});
