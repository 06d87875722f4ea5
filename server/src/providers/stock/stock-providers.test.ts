import { makeStockFiles, startFakePexels, startFakePixabay, type StockFiles, type StockMode } from '../../../test/fake-stock-servers';
import { createPexelsProvider } from './pexels';
import { createPixabayProvider } from './pixabay';

let files: StockFiles;
beforeAll(async () => {
  files = await makeStockFiles();
});

describe('the Pexels adapter against its API on loopback (issue 16, acceptance 4)', () => {
  it('searches photos and clips with the key in Authorization and keeps what the credit needs', async () => {
    const fake = await startFakePexels(files);
    try {
      const pexels = createPexelsProvider({ apiKey: 'test-pexels-key', baseUrl: fake.origin });
      const photos = await pexels.search({ query: 'sunrise hills', kind: 'image' });
      expect(fake.requests[0]!.url).toBe('/v1/search?query=sunrise+hills&per_page=24&page=1');
      expect(fake.requests[0]!.headers.authorization).toBe('test-pexels-key');
      expect(photos[0]).toEqual({
        provider: 'pexels',
        externalId: '1001',
        kind: 'image',
        previewUrl: `${fake.origin}/files/photo.jpg?h=350`,
        downloadUrl: `${fake.origin}/files/photo.jpg?auto=compress&cs=tinysrgb&w=1920`,
        width: 320,
        height: 180,
        durationSeconds: null,
        author: 'Jane Doe',
        authorUrl: 'https://www.pexels.com/@jane-doe',
        pageUrl: 'https://www.pexels.com/photo/sunrise-1001/',
        license: 'Pexels License (https://www.pexels.com/license/)',
      });
      const [clip] = await pexels.search({ query: 'runner', kind: 'clip', page: 2 });
      expect(fake.requests[1]!.url).toBe('/videos/search?query=runner&per_page=24&page=2');
      // the smallest rendition at least 720 px on its short side
      expect(clip).toMatchObject({
        externalId: '2002',
        kind: 'clip',
        downloadUrl: `${fake.origin}/files/clip.mp4`,
        width: 720,
        height: 1280,
        durationSeconds: 1,
        author: 'Sam Lee',
      });
      expect(await pexels.find({ externalId: '2002', kind: 'clip' })).toEqual(clip);
    } finally {
      await fake.close();
    }
  });

  it('reports a refused key (401) and a rate limit (429) as such', async () => {
    let mode: StockMode = 'ok';
    const fake = await startFakePexels(files, () => mode);
    try {
      await expect(createPexelsProvider({ apiKey: 'wrong', baseUrl: fake.origin }).search({ query: 'x', kind: 'image' })).rejects.toMatchObject({
        name: 'StockError',
        reason: 'auth',
        status: 401,
      });
      mode = 'rate-limited';
      await expect(createPexelsProvider({ apiKey: 'test-pexels-key', baseUrl: fake.origin }).search({ query: 'x', kind: 'image' })).rejects.toMatchObject({
        reason: 'rate-limit',
        message: expect.stringMatching(/429, retry after 3600/),
      });
    } finally {
      await fake.close();
    }
  });
});

describe('the Pixabay adapter against its API on loopback (issue 16, acceptance 4)', () => {
  it('searches images and videos with key= and maps user pages and licences', async () => {
    const fake = await startFakePixabay(files);
    try {
      const pixabay = createPixabayProvider({ apiKey: 'test-pixabay-key', baseUrl: fake.origin });
      const [image] = await pixabay.search({ query: 'coffee', kind: 'image' });
      expect(fake.requests[0]!.url).toBe('/api/?key=test-pixabay-key&image_type=photo&q=coffee&per_page=24&page=1&safesearch=true');
      expect(image).toMatchObject({
        provider: 'pixabay',
        externalId: '3001',
        kind: 'image',
        downloadUrl: `${fake.origin}/files/photo.jpg`,
        author: 'Mia_K',
        authorUrl: 'https://pixabay.com/users/Mia_K-55/',
        pageUrl: 'https://pixabay.com/photos/coffee-3001/',
      });
      const [clip] = await pixabay.search({ query: 'waves', kind: 'clip' });
      expect(fake.requests[1]!.url).toMatch(/^\/api\/videos\/\?key=test-pixabay-key&q=waves/);
      expect(clip).toMatchObject({
        externalId: '4002',
        kind: 'clip',
        downloadUrl: `${fake.origin}/files/clip.mp4`,
        width: 1280,
        height: 720,
        license: expect.stringMatching(/^Pixabay Content License/),
      });
      expect(await pixabay.find({ externalId: '4002', kind: 'clip' })).toEqual(clip);
      await expect(pixabay.find({ externalId: '999', kind: 'clip' })).rejects.toMatchObject({ reason: 'not-found' });
    } finally {
      await fake.close();
    }
  });

  it("reports a refused key (Pixabay's 400) and a rate limit (429), never echoing the key", async () => {
    let mode: StockMode = 'ok';
    const fake = await startFakePixabay(files, () => mode);
    try {
      const refused = createPixabayProvider({ apiKey: 'wrong-secret', baseUrl: fake.origin }).search({ query: 'x', kind: 'image' });
      await expect(refused).rejects.toMatchObject({ reason: 'auth', status: 400 });
      await expect(refused).rejects.not.toThrow(/wrong-secret/);
      mode = 'rate-limited';
      await expect(createPixabayProvider({ apiKey: 'test-pixabay-key', baseUrl: fake.origin }).search({ query: 'x', kind: 'clip' })).rejects.toMatchObject({
        reason: 'rate-limit',
        status: 429,
      });
    } finally {
      await fake.close();
    }
  });
});
