import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { multipartBody, solidImage, testClip } from '../../../test/media-fixtures';
import { rawFrame } from '../../../test/media-probe';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { runRender } from '../renders/service';
import { resolveSceneBackgrounds } from './service';

let t: TestApp;
let owner: TestBrowser;
let ownerId: string;
let intruderId: string;
let dir: string;
const ids: Record<string, string> = {};

async function upload(browser: TestBrowser, name: string, type: string, data: Buffer): Promise<string> {
  const { payload, headers } = multipartBody({ name, type, data });
  const response = await browser.request({ method: 'POST', url: '/api/media', payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** One frame of a video as RGB pixels at its own size. */
async function frameAt(file: string, seconds: number, width: number, height: number) {
  const stdout = await rawFrame(file, { seconds: String(seconds), pixFmt: 'rgb24' });
  /** The mean colour of a small square around (x, y) given as fractions of the frame. */
  return (fx: number, fy: number): [number, number, number] => {
    const cx = Math.round(fx * width);
    const cy = Math.round(fy * height);
    const sum: [number, number, number] = [0, 0, 0];
    let n = 0;
    for (let y = cy - 4; y <= cy + 4; y++)
      for (let x = cx - 4; x <= cx + 4; x++) {
        const i = (y * width + x) * 3;
        sum[0] += stdout[i]!;
        sum[1] += stdout[i + 1]!;
        sum[2] += stdout[i + 2]!;
        n++;
      }
    return sum.map((v) => Math.round(v / n)) as [number, number, number];
  };
}

const near = (actual: [number, number, number], expected: [number, number, number], tolerance = 40) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);

beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '1' });
  ({
    browser: owner,
    user: { id: ownerId },
  } = await signedUpBrowser(t.app));
  ({
    user: { id: intruderId },
  } = await signedUpBrowser(t.app));
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-scene-media-'));
  const [photo, logo, clip] = await Promise.all([
    solidImage(dir, 'photo.jpg', '0xe02020', '480x360'),
    solidImage(dir, 'logo.png', '0x20c040', '200x100'),
    testClip(dir, 'clip.mp4', { color: '0x2040e0', seconds: 1, size: '320x180' }),
  ]);
  ids.photo = await upload(owner, 'product.jpg', 'image/jpeg', photo);
  ids.logo = await upload(owner, 'logo.png', 'image/png', logo);
  ids.clip = await upload(owner, 'pour.mp4', 'video/mp4', clip);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

it("resolves only the render owner's uploads to files; another creator's id is left out", async () => {
  const scenes = [{ media: { source: 'upload' as const, id: ids.photo! } }, { media: null }, { media: { source: 'upload' as const, id: ids.clip! } }];
  const mine = await resolveSceneBackgrounds(t.jobDeps, { ownerUserId: ownerId, scenes, scratchDir: dir });
  expect(mine.map((m) => m?.kind ?? null)).toEqual(['image', null, 'clip']);
  const theirs = await resolveSceneBackgrounds(t.jobDeps, { ownerUserId: intruderId, scenes, scratchDir: dir });
  expect(theirs).toEqual([null, null, null]);
});

it('renders a 9:16 video with the photo in its scene, the clip in its scene, the logo in a corner and the end card in the kit colours', async () => {
  const kit = await owner.request({
    method: 'PUT',
    url: '/api/brand-kit',
    payload: { logoId: ids.logo, primaryColor: '#ffd000', secondaryColor: '#101060', font: 'Anton' },
  });
  expect(kit.statusCode).toBe(200);
  const response = await renderVideo(owner, {
    visualStyle: 'photorealistic',
    brandKit: true,
    scenes: [
      { id: 'scene-1', narration: 'Meet the bottle', visual: 'The product', durationSeconds: 2, media: { source: 'upload', id: ids.photo } },
      { id: 'scene-2', narration: 'Cold for a day', visual: 'Pouring', durationSeconds: 2, media: { source: 'upload', id: ids.clip } },
      { id: 'scene-3', narration: 'Get yours', visual: 'Logo', durationSeconds: 2 },
    ],
  });
  expect(response.statusCode).toBe(202);
  const videoId = response.json().id as string;
  expect(response.json().scenes[0].media).toEqual({ source: 'upload', id: ids.photo });
  await runRender({ ...t.jobDeps, providers: t.jobDeps.videoProviders, now: t.clock.now }, videoId);
  const video = (await owner.get(`/api/studio/videos/${videoId}`)).json();
  expect(video).toMatchObject({ status: 'completed', engine: 'local', error: null });
  const file = path.join(dir, 'out.mp4');
  await writeFile(file, (await owner.get(`/api/studio/videos/${videoId}/media?download=1`)).rawPayload);

  const [width, height] = [720, 1280];
  const photoScene = await frameAt(file, 1.2, width, height);
  expect(near(photoScene(0.15, 0.2), [0xe0, 0x20, 0x20])).toBe(true);
  expect(near(photoScene(0.85, 0.85), [0xe0, 0x20, 0x20])).toBe(true);
  // the logo: 20% of the short side wide, in the top-right corner inside the safe area
  const logoCentre: [number, number] = [1 - 0.05 * (720 / width) - 0.1 * (720 / width), (0.06 * height + 0.05 * 720) / height];
  expect(near(photoScene(...logoCentre), [0x20, 0xc0, 0x40])).toBe(true);
  const clipScene = await frameAt(file, 3.2, width, height);
  expect(near(clipScene(0.15, 0.2), [0x20, 0x40, 0xe0])).toBe(true);
  expect(near(clipScene(...logoCentre), [0x20, 0xc0, 0x40])).toBe(true);
  const endCard = await frameAt(file, 5.8, width, height);
  expect(near(endCard(0.1, 0.9), [0x10, 0x10, 0x60])).toBe(true);
  expect(near(endCard(0.5, 0.42), [0x20, 0xc0, 0x40])).toBe(true);
});
