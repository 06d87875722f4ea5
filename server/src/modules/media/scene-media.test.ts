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
import { randomUUID } from 'node:crypto';
import { resolveRenderProduct, resolveSceneBackgrounds } from './service';

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

it(
  'renders a 9:16 video with the photo in its scene, the clip in its scene, the logo in a corner and the end card in the kit colours',
  { timeout: 120_000 },
  async () => {
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
  },
);

const card = (imageIds: string[], logoId: string | null) => ({
  name: 'Glimmerfox Solar Lantern',
  brand: 'Glimmerfox',
  price: { amount: '49.99', currency: 'USD' },
  description: 'A solar camping lantern',
  features: ['400 lumens of warm light', 'Charges in 6 hours of sun'],
  imageIds,
  rating: { value: 4.7, count: 1284 },
  reviews: [{ author: 'Dana R.', text: 'Lit our campsite for three nights.', rating: 5 }],
  logoId,
  themeColor: '#2f6b4f',
  sourceUrl: null,
});

it("resolves the product card's images and logo to the owner's files; a missing, foreign or non-image id is skipped", async () => {
  const product = card([ids.photo!, randomUUID(), ids.clip!, ids.photo!], ids.logo!);
  const mine = await resolveRenderProduct(t.jobDeps, { ownerUserId: ownerId, product, scratchDir: dir });
  expect(mine!.images).toEqual([{ path: expect.stringContaining(ids.photo!), width: 480, height: 360 }]);
  expect(mine!.logo).toEqual({ path: expect.stringContaining(ids.logo!), width: 200, height: 100 });
  expect(mine).toMatchObject({ name: product.name, price: product.price, features: product.features });
  const theirs = await resolveRenderProduct(t.jobDeps, { ownerUserId: intruderId, product, scratchDir: dir });
  expect(theirs).toMatchObject({ images: [], logo: null, name: product.name });
  expect(await resolveRenderProduct(t.jobDeps, { ownerUserId: ownerId, product: null, scratchDir: dir })).toBeNull();
});

it('renders a product ad: the product photo in the reveal and the offer, the logo on the end card', { timeout: 120_000 }, async () => {
  const response = await renderVideo(owner, {
    visualStyle: 'minimalist',
    product: card([ids.photo!], ids.logo!),
    scenes: [
      { id: 'scene-1', narration: 'Meet the lantern', visual: 'hero', durationSeconds: 2, layout: 'hero' },
      { id: 'scene-2', narration: 'Only today', visual: 'offer', durationSeconds: 2, layout: 'offer' },
      { id: 'scene-3', narration: 'Get yours', visual: 'cta', durationSeconds: 2, layout: 'cta', headline: 'Shop now' },
    ],
  });
  expect(response.statusCode).toBe(202);
  const videoId = response.json().id as string;
  await runRender({ ...t.jobDeps, providers: t.jobDeps.videoProviders, now: t.clock.now }, videoId);
  expect((await owner.get(`/api/studio/videos/${videoId}`)).json()).toMatchObject({ status: 'completed', engine: 'local' });
  const file = path.join(dir, 'product.mp4');
  await writeFile(file, (await owner.get(`/api/studio/videos/${videoId}/media?download=1`)).rawPayload);
  const [width, height] = [720, 1280];
  const red: [number, number, number] = [0xe0, 0x20, 0x20];
  const count = (sample: (x: number, y: number) => [number, number, number], colour: [number, number, number]) => {
    let n = 0;
    for (let y = 0.05; y < 1; y += 0.05) for (let x = 0.1; x < 0.95; x += 0.1) if (near(sample(x, y), colour, 30)) n++;
    return n;
  };
  // the photo covers a good part of the reveal, and shows again beside the price
  expect(count(await frameAt(file, 1.5, width, height), red)).toBeGreaterThan(20);
  expect(count(await frameAt(file, 3.5, width, height), red)).toBeGreaterThan(5);
  expect(count(await frameAt(file, 5.5, width, height), [0x20, 0xc0, 0x40])).toBeGreaterThan(3);
});
