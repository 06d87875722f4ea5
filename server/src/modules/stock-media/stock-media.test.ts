import { stockMediaSchema } from '@common/contracts/stock-media';
import { readdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeStockFiles, startFakePexels, startFakePixabay, type StockFiles } from '../../../test/fake-stock-servers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { getStockAvailability, creditsForVideo, resolveStockMedia } from './service';

// The app reads both libraries through the production adapters, pointed at loopback servers that
// speak their APIs; every download the servers see is counted.
let t: TestApp;
let files: StockFiles;
let pexels: Awaited<ReturnType<typeof startFakePexels>>;
let pixabay: Awaited<ReturnType<typeof startFakePixabay>>;
let browser: TestBrowser;
beforeAll(async () => {
  files = await makeStockFiles();
  [pexels, pixabay] = await Promise.all([startFakePexels(files), startFakePixabay(files)]);
  t = await createTestApp({
    PEXELS_API_KEY: 'test-pexels-key',
    PEXELS_API_URL: pexels.origin,
    PIXABAY_API_KEY: 'test-pixabay-key',
    PIXABAY_API_URL: pixabay.origin,
    STOCK_MAX_DOWNLOAD_BYTES: String(1024 * 1024),
  });
  ({ browser } = await signedUpBrowser(t.app));
}, 60_000);
afterAll(async () => {
  await t.close();
  await Promise.all([pexels.close(), pixabay.close()]);
});

const downloads = () => [...pexels.requests, ...pixabay.requests].filter((r) => r.url.startsWith('/files/') && !/[?&](h|w|p)=/.test(r.url)).length;
const storedFiles = async () => (await readdir(path.join(t.config.mediaDir, 'stock'), { recursive: true }).catch(() => [])).filter((f) => /\.\w+$/.test(f));
const rowCount = async () => (await t.database.pool.query('select count(*)::int as n from stock_media')).rows[0].n as number;

describe('/api/stock-media (issue 16: stock footage)', () => {
  it('says which libraries are configured; none without keys', async () => {
    expect((await browser.get('/api/stock-media')).json()).toEqual({ isAvailable: true, providers: ['pexels', 'pixabay'] });
    expect(getStockAvailability({ stock: [] })).toEqual({ isAvailable: false, providers: [] });
  });

  it('searches both libraries for a signed-in creator, interleaving their results', async () => {
    const response = await browser.get('/api/stock-media/search?q=morning&kind=image');
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { provider: string; externalId: string }) => `${r.provider}:${r.externalId}`)).toEqual([
      'pexels:1001',
      'pixabay:3001',
      'pexels:1003',
    ]);
    expect(JSON.stringify(response.json())).not.toContain('downloadUrl');
    expect((await browser.get('/api/stock-media/search?q=&kind=image')).statusCode).toBe(400);
  });

  it('downloads an item once, stores it with its author and licence, and answers the stored row afterwards', async () => {
    const before = downloads();
    const [first, second] = await Promise.all([
      browser.post('/api/stock-media/import', { provider: 'pexels', kind: 'clip', externalId: '2002' }),
      browser.post('/api/stock-media/import', { provider: 'pexels', kind: 'clip', externalId: '2002' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 201]);
    const media = stockMediaSchema.parse(first.json());
    expect(second.json().id).toBe(media.id);
    expect(media).toMatchObject({
      provider: 'pexels',
      kind: 'clip',
      externalId: '2002',
      author: 'Sam Lee',
      authorUrl: 'https://www.pexels.com/@sam-lee',
      pageUrl: 'https://www.pexels.com/video/runner-2002/',
      credit: 'Video by Sam Lee on Pexels',
    });
    expect(downloads()).toBe(before + 1);

    const again = await browser.post('/api/stock-media/import', { provider: 'pexels', kind: 'clip', externalId: '2002' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(media.id);
    expect(downloads()).toBe(before + 1);

    const photo = await browser.post('/api/stock-media/import', { provider: 'pixabay', kind: 'image', externalId: '3001' });
    expect(photo.statusCode).toBe(201);
    expect(photo.json().credit).toBe('Photo by Mia_K on Pixabay');
    expect(await storedFiles()).toEqual(expect.arrayContaining(['pexels/clip-2002.mp4', 'pixabay/image-3001.jpg']));

    // what the render resolver and the video's details get
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-stock-test-'));
    try {
      const resolved = await resolveStockMedia({ db: t.database.db, storage: t.storage, workDir }, media.id);
      expect(resolved).toMatchObject({ kind: 'clip', credit: 'Video by Sam Lee on Pexels' });
      expect((await readFile(resolved!.path)).equals(files.clip)).toBe(true);
      expect(await resolveStockMedia({ db: t.database.db, storage: t.storage, workDir }, '0190a3f0-0000-7000-8000-000000000009')).toBeNull();
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    expect((await creditsForVideo(t.database.db, [photo.json().id, media.id, media.id])).map((c) => c.text)).toEqual([
      'Photo by Mia_K on Pixabay',
      'Video by Sam Lee on Pexels',
    ]);
    // the video's details read the same lines over HTTP; ids that are not uuids are a 400
    const credits = await browser.get(`/api/stock-media/credits?ids=${media.id},${photo.json().id}`);
    expect(credits.statusCode).toBe(200);
    expect(credits.json().credits).toEqual([
      {
        text: 'Video by Sam Lee on Pexels',
        authorUrl: 'https://www.pexels.com/@sam-lee',
        pageUrl: 'https://www.pexels.com/video/runner-2002/',
        license: expect.any(String),
      },
      expect.objectContaining({ text: 'Photo by Mia_K on Pixabay' }),
    ]);
    expect((await browser.get('/api/stock-media/credits?ids=not-an-id')).statusCode).toBe(400);
  });

  it('refuses a file that is not what the library says and one over the size limit, leaving no file and no row', async () => {
    const [rows, stored] = [await rowCount(), await storedFiles()];
    const broken = await browser.post('/api/stock-media/import', { provider: 'pexels', kind: 'image', externalId: '1003' });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toMatch(/not a usable image or clip/);
    const huge = await browser.post('/api/stock-media/import', { provider: 'pexels', kind: 'clip', externalId: '2004' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/larger than 1 MB/);
    const gone = await browser.post('/api/stock-media/import', { provider: 'pexels', kind: 'image', externalId: '424242' });
    expect(gone.statusCode).toBe(404);
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(stored);
  });

  it('limits searches per creator through the throttle', async () => {
    const { browser: quick } = await signedUpBrowser(t.app);
    for (let i = 0; i < 20; i += 1) expect((await quick.get(`/api/stock-media/search?q=q${i}&kind=clip`)).statusCode).toBe(200);
    const limited = await quick.get('/api/stock-media/search?q=again&kind=clip');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
