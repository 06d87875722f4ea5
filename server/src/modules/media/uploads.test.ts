import { MEDIA_LIMITS } from '@common/catalog/media';
import { MEDIA_MESSAGES } from '@common/contracts/media';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { mediaAssets } from '../../db/schema/index';
import { multipartBody, paddedMp4, solidImage, testClip } from '../../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';

let t: TestApp;
let owner: TestBrowser;
let ownerId: string;
let intruder: TestBrowser;
let dir: string;
const fixtures: Record<string, Buffer> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({
    browser: owner,
    user: { id: ownerId },
  } = await signedUpBrowser(t.app));
  ({ browser: intruder } = await signedUpBrowser(t.app));
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-media-fixtures-'));
  const [png, jpeg, clip, faststart, webm, long] = await Promise.all([
    solidImage(dir, 'red.png', '0xe02020'),
    solidImage(dir, 'photo.jpg', '0x2040e0'),
    testClip(dir, 'clip.mp4', { seconds: 2 }),
    testClip(dir, 'faststart.mp4', { seconds: 2, faststart: true }),
    (await import('../../../test/media-fixtures')).makeMedia(dir, 'clip.webm', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=s=160x120:r=24:d=1',
      '-c:v',
      'libvpx',
      '-b:v',
      '200k',
    ]),
    // 61 s, but tiny: one 32x32 frame a second
    (await import('../../../test/media-fixtures')).makeMedia(dir, 'long.mp4', [
      '-f',
      'lavfi',
      '-i',
      'color=c=gray:s=32x32:r=1:d=61',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
    ]),
  ]);
  Object.assign(fixtures, { png, jpeg, clip, faststart, webm, long });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function upload(browser: TestBrowser, file: { name: string; type: string; data: Buffer; field?: string }, extra: { withoutCsrf?: boolean } = {}) {
  const { payload, headers } = multipartBody(file);
  return browser.request({ method: 'POST', url: '/api/media', payload, headers, ...extra });
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
const uploadScratchDirs = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('reelwright-upload-'));
const rowsOf = async (userId: string) => Number((await t.database.db.select({ n: count() }).from(mediaAssets).where(eq(mediaAssets.userId, userId)))[0]!.n);

describe('POST /api/media accepts what decodes', () => {
  it('stores a PNG as a private image, decided by its content', async () => {
    const response = await upload(owner, { name: 'logo.png', type: 'image/png', data: fixtures.png! });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'image',
      format: 'png',
      contentType: 'image/png',
      width: 320,
      height: 240,
      originalName: 'logo.png',
      bytes: fixtures.png!.length,
    });
    const file = await owner.get(response.json().fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // served as what decoding found, never sniffed, never scriptable, kept out of shared caches
    expect(file.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
      'cache-control': expect.stringContaining('private'),
    });
    expect(file.rawPayload.equals(fixtures.png!)).toBe(true);
  });

  it('takes a JPEG, an MP4 and a WebM clip with their duration; a file with no name hint is judged by its bytes', async () => {
    const jpeg = await upload(owner, { name: 'photo', type: 'application/octet-stream', data: fixtures.jpeg! });
    expect(jpeg.json()).toMatchObject({ kind: 'image', format: 'jpeg' });
    const clip = await upload(owner, { name: 'clip.mp4', type: 'video/mp4', data: fixtures.clip! });
    expect(clip.statusCode).toBe(201);
    expect(clip.json()).toMatchObject({ kind: 'clip', format: 'mp4', width: 160, height: 120, durationSeconds: 2 });
    const webm = await upload(owner, { name: 'clip.webm', type: 'video/webm', data: fixtures.webm! });
    expect(webm.json()).toMatchObject({ kind: 'clip', format: 'webm' });
    const list = (await owner.get('/api/media')).json();
    expect(list.assets).toHaveLength(4);
    expect(list.usage).toMatchObject({ count: 4, quotaBytes: MEDIA_LIMITS.quotaBytes, maxAssets: MEDIA_LIMITS.maxAssets });
  });
});

describe('POST /api/media refuses, with a message, and leaves nothing behind', () => {
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><rect width="64" height="64" fill="red"/></svg>',
  );
  const cases: [string, () => { name: string; type: string; data: Buffer; field?: string }, number, string | RegExp][] = [
    ['a PNG renamed to .mp4', () => ({ name: 'product.mp4', type: 'video/mp4', data: fixtures.png! }), 415, /is a PNG image but it is named or sent as \.mp4/],
    [
      'a PNG sent in a "clip" field as video/mp4 with no extension',
      () => ({ name: 'product', type: 'video/mp4', field: 'clip', data: fixtures.png! }),
      415,
      /is a PNG image but it is named or sent as video\/mp4/,
    ],
    ['a 0-byte file', () => ({ name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }), 400, MEDIA_MESSAGES.empty],
    [
      'an MP4 cut short (index at the end, so it is lost)',
      () => ({ name: 'cut.mp4', type: 'video/mp4', data: fixtures.clip!.subarray(0, Math.floor(fixtures.clip!.length * 0.6)) }),
      415,
      MEDIA_MESSAGES.damaged,
    ],
    [
      'an MP4 cut short (index first, media data missing)',
      () => ({ name: 'cut.mp4', type: 'video/mp4', data: fixtures.faststart!.subarray(0, Math.floor(fixtures.faststart!.length * 0.6)) }),
      415,
      MEDIA_MESSAGES.damaged,
    ],
    ['a 60 MB clip', () => ({ name: 'big.mp4', type: 'video/mp4', data: paddedMp4(fixtures.clip!, 60 * 1024 * 1024) }), 413, MEDIA_MESSAGES.tooLarge],
    ['a clip longer than 60 seconds', () => ({ name: 'long.mp4', type: 'video/mp4', data: fixtures.long! }), 413, MEDIA_MESSAGES.clipTooLong],
    ['an SVG with a script', () => ({ name: 'logo.svg', type: 'image/svg+xml', data: svg }), 415, MEDIA_MESSAGES.notSupported],
    ['an SVG with a script named .png', () => ({ name: 'logo.png', type: 'image/png', data: svg }), 415, MEDIA_MESSAGES.notSupported],
    ['a text file', () => ({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') }), 415, MEDIA_MESSAGES.notSupported],
  ];

  it.each(cases)('%s', async (_name, file, status, message) => {
    const rowsBefore = await rowsOf(ownerId);
    const filesBefore = await filesUnder(t.config.mediaDir);
    const scratchBefore = await uploadScratchDirs();
    const response = await upload(owner, file());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(message instanceof RegExp ? message : new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      code: expect.any(String),
    });
    expect(await rowsOf(ownerId)).toBe(rowsBefore);
    expect(await filesUnder(t.config.mediaDir)).toEqual(filesBefore);
    expect(await uploadScratchDirs()).toEqual(scratchBefore);
  });

  it('a file over the storage quota', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    // what the creator already keeps: one row just under the quota (its bytes are what counts)
    await t.database.db.insert(mediaAssets).values({
      id: randomUUID(),
      userId: user.id,
      kind: 'clip',
      format: 'mp4',
      contentType: 'video/mp4',
      bytes: MEDIA_LIMITS.quotaBytes - 10,
      width: 1920,
      height: 1080,
      durationSeconds: 60,
      storageKey: `uploads/${user.id}/earlier.mp4`,
      originalName: 'earlier.mp4',
      createdAt: new Date(),
    });
    const filesBefore = await filesUnder(t.config.mediaDir);
    const response = await upload(browser, { name: 'logo.png', type: 'image/png', data: fixtures.png! });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MEDIA_MESSAGES.overQuota);
    expect(await rowsOf(user.id)).toBe(1);
    expect(await filesUnder(t.config.mediaDir)).toEqual(filesBefore);
  });

  it('one file more than the count limit', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    await t.database.db.insert(mediaAssets).values(
      Array.from({ length: MEDIA_LIMITS.maxAssets }, (_, i) => ({
        id: randomUUID(),
        userId: user.id,
        kind: 'image' as const,
        format: 'png' as const,
        contentType: 'image/png',
        bytes: 100,
        width: 10,
        height: 10,
        durationSeconds: null,
        storageKey: `uploads/${user.id}/earlier-${i}.png`,
        originalName: `earlier-${i}.png`,
        createdAt: new Date(),
      })),
    );
    const filesBefore = await filesUnder(t.config.mediaDir);
    const response = await upload(browser, { name: 'logo.png', type: 'image/png', data: fixtures.png! });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MEDIA_MESSAGES.tooMany);
    expect(await rowsOf(user.id)).toBe(MEDIA_LIMITS.maxAssets);
    expect(await filesUnder(t.config.mediaDir)).toEqual(filesBefore);
  });

  it('a request without the CSRF token, or without a file', async () => {
    expect((await upload(owner, { name: 'logo.png', type: 'image/png', data: fixtures.png! }, { withoutCsrf: true })).statusCode).toBe(403);
    const json = await owner.post('/api/media', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
    // multipart bodies are read by the media routes alone; elsewhere they stay a 415
    const elsewhere = multipartBody({ name: 'logo.png', type: 'image/png', data: fixtures.png! });
    expect((await owner.request({ method: 'POST', url: '/api/studio/drafts', payload: elsewhere.payload, headers: elsewhere.headers })).statusCode).toBe(415);
    // Regression (npm run fuzz): a body that says multipart but is not one was a 500
    const broken = await owner.request({ method: 'POST', url: '/api/media', payload: '{}', headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_REQUEST', message: MEDIA_MESSAGES.malformed });
  });
});

describe('privacy', () => {
  it('another creator gets 404 for the file, the delete and the list, exactly like an unknown id', async () => {
    const mine = (await upload(owner, { name: 'secret.png', type: 'image/png', data: fixtures.png! })).json();
    expect((await intruder.get(`/api/media/${mine.id}/file`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/media/${randomUUID()}/file`)).statusCode).toBe(404);
    expect((await intruder.request({ method: 'DELETE', url: `/api/media/${mine.id}` })).statusCode).toBe(404);
    expect((await intruder.get('/api/media')).json().assets).toEqual([]);
    expect(
      (
        await intruder.request({
          method: 'PUT',
          url: '/api/brand-kit',
          payload: { logoId: mine.id, primaryColor: '#112233', secondaryColor: '#445566', font: 'Anton' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await owner.get(`/api/media/${mine.id}/file`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${mine.id}/file` })).statusCode).toBe(401);
  });

  it('the owner deletes a file: row and stored file are gone, and a brand kit logo on it becomes none', async () => {
    const mine = (await upload(owner, { name: 'logo.png', type: 'image/png', data: fixtures.png! })).json();
    const kit = await owner.request({
      method: 'PUT',
      url: '/api/brand-kit',
      payload: { logoId: mine.id, primaryColor: '#FF0000', secondaryColor: '#00ff00', font: 'Anton' },
    });
    expect(kit.json().brandKit).toMatchObject({ logoId: mine.id, primaryColor: '#ff0000', font: 'Anton', logo: { id: mine.id } });
    const filesBefore = (await filesUnder(t.config.mediaDir)).length;
    expect((await owner.request({ method: 'DELETE', url: `/api/media/${mine.id}` })).statusCode).toBe(204);
    expect((await filesUnder(t.config.mediaDir)).length).toBe(filesBefore - 1);
    expect((await owner.get(`/api/media/${mine.id}/file`)).statusCode).toBe(404);
    expect((await owner.get('/api/brand-kit')).json().brandKit).toMatchObject({ logoId: null, logo: null });
  });
});

describe('your data', () => {
  it('exports the uploads (with their files) and the brand kit, and deletion removes both and the files', async () => {
    const { browser, user, account } = await signedUpBrowser(t.app);
    const asset = (await upload(browser, { name: 'logo.png', type: 'image/png', data: fixtures.png! })).json();
    await browser.request({
      method: 'PUT',
      url: '/api/brand-kit',
      payload: { logoId: asset.id, primaryColor: '#112233', secondaryColor: '#445566', font: 'Orbitron' },
    });
    const ctx = { db: t.database.db, storage: t.storage, payments: t.jobDeps.payments, userId: user.id, email: account.email, now: new Date() };
    const { mediaUserData } = await import('./service');
    const exported = await mediaUserData.exportUserData(ctx);
    expect(exported.data).toMatchObject({
      uploads: [{ id: asset.id, originalName: 'logo.png', file: `files/media-${asset.id}.png` }],
      brandKit: { font: 'Orbitron', logoAssetId: asset.id },
    });
    expect(JSON.stringify(exported.data)).not.toContain('uploads/');
    expect(exported.files).toEqual([{ key: `uploads/${user.id}/${asset.id}.png`, name: `media-${asset.id}.png` }]);
    await mediaUserData.deleteUserData(ctx);
    await mediaUserData.deleteUserData(ctx); // a second run after a crash finds nothing to do
    expect(await t.storage.stat(`uploads/${user.id}/${asset.id}.png`)).toBeNull();
    expect(await rowsOf(user.id)).toBe(0);
    expect((await browser.get('/api/brand-kit')).json().brandKit).toBeNull();
  });
});
