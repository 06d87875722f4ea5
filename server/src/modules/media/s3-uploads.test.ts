import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeS3 } from '../../../test/fake-s3-server';
import { multipartBody, solidImage } from '../../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { resolveSceneBackgrounds } from './service';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let dir: string;
beforeAll(async () => {
  s3 = await startFakeS3('reelwright-media');
  t = await createTestApp({
    S3_BUCKET: 'reelwright-media',
    S3_ENDPOINT: s3.origin,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_PREFIX: 'install-1/',
  });
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-s3-uploads-'));
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

it('keeps uploads in the bucket (S3_* set): stored, served to the owner, fetched for a render; a refusal stores nothing', async () => {
  const { browser, user } = await signedUpBrowser(t.app);
  const png = await solidImage(dir, 'photo.png', '0x3366cc');
  const { payload, headers } = multipartBody({ name: 'photo.png', type: 'image/png', data: png });
  const asset = (await browser.request({ method: 'POST', url: '/api/media', payload, headers })).json();
  const stored = s3.objects.get(`install-1/uploads/${user.id}/${asset.id}.png`);
  expect(stored?.body.equals(png)).toBe(true);
  expect(stored?.contentType).toBe('image/png');
  expect((await browser.get(asset.fileUrl)).rawPayload.equals(png)).toBe(true);

  const [background] = await resolveSceneBackgrounds(t.jobDeps, {
    ownerUserId: user.id,
    scenes: [{ media: { source: 'upload', id: asset.id } }],
    scratchDir: dir,
  });
  expect(background?.kind).toBe('image');
  expect((await readFile(background!.path)).equals(png)).toBe(true);

  const before = s3.objects.size;
  const renamed = multipartBody({ name: 'photo.mp4', type: 'video/mp4', data: png });
  expect((await browser.request({ method: 'POST', url: '/api/media', payload: renamed.payload, headers: renamed.headers })).statusCode).toBe(415);
  expect(s3.objects.size).toBe(before);
});
