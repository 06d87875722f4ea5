import { PRODUCT_IMPORT_MESSAGES } from '@common/contracts/product-import';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../app';
import { mediaAssets } from '../../db/schema/index';
import { createLogger } from '../../logger';
import { mediaUserData } from '../media/service';
import { createSafeFetch, isPrivateAddress } from '../../providers/safe-fetch/index';
import { makeShopImages, startFakeShop, type FakeShop, type ShopImages } from '../../../test/fake-shop-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';

let images: ShopImages;
let shop: FakeShop;
/** Private networks allowed (PRODUCT_IMPORT_ALLOW_PRIVATE=true), so the loopback shop can be imported. */
let open: TestApp;
let creator: TestBrowser;
let creatorId: string;
/** The default: the private-address guard on. */
let guarded: TestApp;
let guardedCreator: TestBrowser;
let guardedCreatorId: string;

beforeAll(async () => {
  images = await makeShopImages();
  shop = await startFakeShop(images);
  [open, guarded] = await Promise.all([
    createTestApp({ PRODUCT_IMPORT_ALLOW_PRIVATE: 'true', PRODUCT_IMPORT_TIMEOUT_MS: '1500', PRODUCT_IMPORT_MAX_PAGE_BYTES: String(256 * 1024) }),
    createTestApp(),
  ]);
  ({
    browser: creator,
    user: { id: creatorId },
  } = await signedUpBrowser(open.app));
  ({
    browser: guardedCreator,
    user: { id: guardedCreatorId },
  } = await signedUpBrowser(guarded.app));
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close(), shop?.close()]);
});

async function filesUnder(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
const rowsOf = async (t: TestApp, userId: string) =>
  Number((await t.database.db.select({ n: count() }).from(mediaAssets).where(eq(mediaAssets.userId, userId)))[0]!.n);
const importPage = (browser: TestBrowser, url: string) => browser.post('/api/studio/product-import', { url });

/** Runs a refused import and proves it left no row and no file behind. */
async function expectRefusal(t: TestApp, browser: TestBrowser, userId: string, url: string, status: number, message: string) {
  const [rows, files] = [await rowsOf(t, userId), await filesUnder(t.config.mediaDir)];
  const response = await importPage(browser, url);
  expect({ url, status: response.statusCode, message: response.json().message }).toEqual({ url, status, message });
  expect(await rowsOf(t, userId)).toBe(rows);
  expect(await filesUnder(t.config.mediaDir)).toEqual(files);
}

describe('POST /api/studio/product-import reads a product page', () => {
  it('takes a schema.org JSON-LD @graph: 4 images stored as uploads, price, rating, 2 reviews, logo and a brand kit', async () => {
    const before = await rowsOf(open, creatorId);
    const response = await importPage(creator, `${shop.origin}/lantern`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.product).toMatchObject({
      name: 'Glimmerfox Solar Camping Lantern',
      brand: 'Glimmerfox',
      price: { amount: '49.99', currency: 'USD' },
      description: 'A 400-lumen lantern that charges in 6 hours of sun & lasts all night.',
      features: ['Brightness: 400 lumens', 'Charging: 6 hours of sun', 'Weight: 310 g'],
      rating: { value: 4.6, count: 128 },
      reviews: [
        { author: 'Maya', text: 'Lit our whole campsite for three nights.', rating: 5 },
        { author: 'Tom', text: 'Bright, light and it really charges in a day of sun.', rating: 4 },
      ],
      themeColor: '#2a9d8f',
      sourceUrl: `${shop.origin}/lantern`,
    });
    expect(body.product.imageIds).toHaveLength(4);
    expect(body.images.map((i: { id: string }) => i.id)).toEqual(body.product.imageIds);
    expect(body.logo?.id).toBe(body.product.logoId);
    expect(body.skippedImages).toBe(0);
    // the page's decoration (its markup's <img>) is not taken when the structured data names the product's images
    expect(shop.requests).not.toContain('/img/decoration.jpg');

    // each image is the creator's own upload, byte for byte the shop's photo, in the page's order
    for (const [i, id] of (body.product.imageIds as string[]).entries()) {
      const file = await creator.get(`/api/media/${id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(images.photos[i]!)).toBe(true);
    }
    expect(body.images[2]).toMatchObject({ kind: 'image', format: 'jpeg', width: 480, height: 640 });
    expect(await rowsOf(open, creatorId)).toBe(before + 5);
    const library = (await creator.get('/api/media')).json();
    expect(library.usage.count).toBe(before + 5);
    // another creator cannot see them
    const { browser: other } = await signedUpBrowser(open.app);
    expect((await other.get(`/api/media/${body.product.imageIds[0]}/file`)).statusCode).toBe(404);

    // the brand kit proposal: the theme colour, the logo's own colour, the page's serif as the shipped serif
    expect(body.brandKit).toMatchObject({ logoId: body.product.logoId, primaryColor: '#2a9d8f', font: 'Playfair Display' });
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(body.brandKit.secondaryColor.slice(i, i + 2), 16));
    // the logo is 0x6a4c93 (JPEG-free PNG, so within a rounding of it)
    expect(Math.abs(r! - 0x6a) + Math.abs(g! - 0x4c) + Math.abs(b! - 0x93)).toBeLessThan(12);
    // nothing is saved until the creator confirms it
    expect((await creator.get('/api/brand-kit')).json().brandKit).toBeNull();
  });

  it('takes a microdata-only page (nested items, a rating out of 10, a feature list in the markup)', async () => {
    const response = await importPage(creator, `${shop.origin}/microdata`);
    expect(response.statusCode).toBe(200);
    const { product, brandKit } = response.json();
    expect(product).toMatchObject({
      name: 'Trailbrew Titanium Kettle',
      brand: 'Trailbrew',
      price: { amount: '39.00', currency: 'EUR' },
      description: 'Boils a litre in four minutes and weighs 140 g.',
      features: ['Titanium body', 'Folding handle'],
      rating: { value: 4.5, count: 41 },
      reviews: [{ author: 'Lea', text: 'Fast and tiny.', rating: null }],
      logoId: null,
      themeColor: null,
    });
    expect(product.imageIds).toHaveLength(2);
    // Oswald is a condensed display face: the shipped one of its kind
    expect(brandKit).toMatchObject({ font: 'Anton', logoId: null });
  });

  it('takes an Open-Graph-only page', async () => {
    const response = await importPage(creator, `${shop.origin}/og`);
    expect(response.statusCode).toBe(200);
    const { product } = response.json();
    expect(product).toMatchObject({
      name: 'Nimbus Down Pillow',
      brand: 'Nimbus Outdoors',
      price: { amount: '24.5', currency: 'GBP' },
      description: 'Packs to the size of a fist.',
      features: [],
      rating: null,
      reviews: [],
    });
    expect(product.imageIds).toHaveLength(2);
  });

  it('stores the pictures as the creator’s uploads: in the data export, deleted with the account; session and CSRF required', async () => {
    const { browser, user } = await signedUpBrowser(open.app);
    const { product } = (await importPage(browser, `${shop.origin}/og`)).json();
    const context = { db: open.database.db, storage: open.storage, payments: open.adapters.payments, userId: user.id, email: user.email, now: new Date() };
    const exported = await mediaUserData.exportUserData(context);
    expect((exported.data as { uploads: { id: string }[] }).uploads.map((u) => u.id).sort()).toEqual([...product.imageIds].sort());
    expect(exported.files).toHaveLength(2);
    const files = await filesUnder(open.config.mediaDir);
    await mediaUserData.deleteUserData(context);
    expect(await rowsOf(open, user.id)).toBe(0);
    expect((await filesUnder(open.config.mediaDir)).length).toBe(files.length - 2);

    expect((await browser.post('/api/studio/product-import', { url: `${shop.origin}/og` }, { withoutCsrf: true })).statusCode).toBe(403);
    const visitor = createTestBrowser(open.app);
    await visitor.open(); // a CSRF cookie, no session
    expect((await importPage(visitor, `${shop.origin}/og`)).statusCode).toBe(401);
  });

  it('follows redirects (here 5 hops) and names the page it ended on', async () => {
    const response = await importPage(creator, `${shop.origin}/redirect/5`);
    expect(response.statusCode).toBe(200);
    expect(response.json().product.sourceUrl).toBe(`${shop.origin}/lantern`);
  });
});

describe('POST /api/studio/product-import refuses with a 4xx and a message, and stores nothing', () => {
  it('a page whose images are an SVG, a missing file and an HTML page named .jpg', async () => {
    await expectRefusal(open, creator, creatorId, `${shop.origin}/no-images`, 422, PRODUCT_IMPORT_MESSAGES.noImages);
    // the SVG was never even downloaded as a picture: its type was refused at the headers
    expect(shop.requests).toContain('/img/vector.svg');
  });

  it('a URL that is not a web page, a page over the size limit, a slow page and a missing page', async () => {
    await expectRefusal(open, creator, creatorId, `${shop.origin}/manual.pdf`, 415, PRODUCT_IMPORT_MESSAGES.notAPage);
    await expectRefusal(open, creator, creatorId, `${shop.origin}/huge`, 413, PRODUCT_IMPORT_MESSAGES.pageTooLarge);
    await expectRefusal(open, creator, creatorId, `${shop.origin}/slow`, 422, PRODUCT_IMPORT_MESSAGES.timeout);
    await expectRefusal(open, creator, creatorId, `${shop.origin}/gone`, 422, PRODUCT_IMPORT_MESSAGES.unreachable);
    await expectRefusal(open, creator, creatorId, 'http://[', 400, PRODUCT_IMPORT_MESSAGES.badUrl);
  });

  it('with the guard on (the default): literal private addresses in every spelling, localhost and other schemes, never connected to', async () => {
    const port = new URL(shop.origin).port;
    const seen = shop.requests.length;
    for (const host of [
      '127.0.0.1',
      '2130706433', // 127.0.0.1 as one decimal number
      '0x7f000001', // … in hex
      '0x7f.0.0.1',
      '0177.0.0.1', // … in octal
      '127.1',
      '10.0.0.7',
      '192.168.1.20',
      '169.254.169.254', // the cloud metadata service
      '[::1]',
      '[::ffff:127.0.0.1]', // IPv4-mapped IPv6
      '[::ffff:7f00:1]',
      '[fd00::1]',
      'localhost',
      'shop.localhost',
      '0.0.0.0',
    ])
      await expectRefusal(guarded, guardedCreator, guardedCreatorId, `http://${host}:${port}/lantern`, 400, PRODUCT_IMPORT_MESSAGES.notAllowed);
    await expectRefusal(guarded, guardedCreator, guardedCreatorId, 'file:///etc/passwd', 400, PRODUCT_IMPORT_MESSAGES.notAllowed);
    await expectRefusal(guarded, guardedCreator, guardedCreatorId, `ftp://127.0.0.1:${port}/lantern`, 400, PRODUCT_IMPORT_MESSAGES.notAllowed);
    await expectRefusal(guarded, guardedCreator, guardedCreatorId, `http://user:secret@127.0.0.1:${port}/lantern`, 400, PRODUCT_IMPORT_MESSAGES.notAllowed);
    expect(shop.requests.length).toBe(seen);
  });

  describe('a redirect into a private network', () => {
    // The shop must be reachable for its redirect to be followed, so this app's guard treats the
    // shop's one address (127.0.0.1) as public and everything else private as the default does.
    let app: FastifyInstance;
    let browser: TestBrowser;
    let userId: string;
    beforeAll(async () => {
      const safeFetch = createSafeFetch({ allowPrivateNetworks: false, timeoutMs: 3000, isBlockedAddress: (a) => a !== '127.0.0.1' && isPrivateAddress(a) });
      app = await buildApp({
        config: guarded.config,
        db: guarded.database.db,
        queue: guarded.queue,
        logger: createLogger('silent'),
        adapters: { ...guarded.adapters, safeFetch },
      });
      ({
        browser,
        user: { id: userId },
      } = await signedUpBrowser(app));
    });
    afterAll(() => app?.close());

    it('is refused at the hop that leaves, whether to the metadata service or a private network', async () => {
      const seen = shop.requests.length;
      const rows = await rowsOf(guarded, userId);
      for (const page of ['/to-metadata', '/to-private']) {
        const response = await importPage(browser, `${shop.origin}${page}`);
        expect({ page, status: response.statusCode, message: response.json().message }).toEqual({
          page,
          status: 400,
          message: PRODUCT_IMPORT_MESSAGES.notAllowed,
        });
      }
      expect(shop.requests.slice(seen)).toEqual(['/to-metadata', '/to-private']);
      expect(await rowsOf(guarded, userId)).toBe(rows);
      // the same guard lets the public page itself through
      expect((await importPage(browser, `${shop.origin}/og`)).statusCode).toBe(200);
    });
  });
});
