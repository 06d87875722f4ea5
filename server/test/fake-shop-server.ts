import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { testFfmpeg } from './media-tools';

const ffmpeg = (args: string[]) =>
  promisify(execFile)(testFfmpeg, ['-v', 'error', ...args, 'pipe:1'], { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 }).then(
    (r) => r.stdout as unknown as Buffer,
  );
const still = (color: string, size: string, format: 'mjpeg' | 'image2') =>
  ffmpeg(['-f', 'lavfi', '-i', `color=c=${color}:s=${size}`, '-frames:v', '1', ...(format === 'image2' ? ['-c:v', 'png'] : []), '-f', format]);

/** Real product photos (JPEG, each its own colour) and a real PNG logo, made at test time. */
export async function makeShopImages() {
  const [red, green, blue, yellow, logo] = await Promise.all([
    still('0xd62828', '640x480', 'mjpeg'),
    still('0x2a9d8f', '640x480', 'mjpeg'),
    still('0x264653', '480x640', 'mjpeg'),
    still('0xe9c46a', '640x640', 'mjpeg'),
    still('0x6a4c93', '128x128', 'image2'),
  ]);
  return { photos: [red, green, blue, yellow], logo };
}
export type ShopImages = Awaited<ReturnType<typeof makeShopImages>>;

const JSON_LD_PAGE = (origin: string) => `<!doctype html>
<html lang="en"><head>
<title>Glimmerfox Solar Lantern | Glimmerfox</title>
<meta name="theme-color" content="#2A9D8F">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Playfair+Display:wght@700&display=swap">
<meta property="og:title" content="Not the product name: the OG title">
<script type="application/ld+json">{ "not json": </script>
<script type="application/ld+json">
${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Glimmerfox', logo: { '@type': 'ImageObject', url: `${origin}/img/logo.png` } },
    {
      '@type': 'Product',
      name: 'Glimmerfox Solar Camping Lantern',
      brand: { '@type': 'Brand', name: 'Glimmerfox' },
      description: '<p>A 400-lumen lantern that charges in 6 hours of sun &amp; lasts all night.</p>',
      image: [`${origin}/img/1.jpg`, { '@type': 'ImageObject', url: '/img/2.jpg' }, '/img/3.jpg', `${origin}/img/4.jpg`],
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Brightness', value: '400 lumens' },
        { '@type': 'PropertyValue', name: 'Charging', value: '6 hours of sun' },
        { '@type': 'PropertyValue', name: 'Weight', value: '310 g' },
      ],
      offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'usd', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: '128' },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Maya' },
          reviewBody: 'Lit our whole campsite for three nights.',
          reviewRating: { ratingValue: 5 },
        },
        { '@type': 'Review', author: 'Tom', reviewBody: 'Bright, light and it really charges in a day of sun.', reviewRating: { ratingValue: 4 } },
      ],
    },
  ],
})}
</script></head>
<body><header><img src="/img/logo.png" alt="Glimmerfox logo"></header>
<main><h1>Glimmerfox Solar Camping Lantern</h1><img src="/img/decoration.jpg" alt=""></main></body></html>`;

const MICRODATA_PAGE = `<!doctype html>
<html lang="en"><head><title>Trailbrew kettle</title><style>body { font-family: "Oswald", sans-serif; }</style></head>
<body>
<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Trailbrew Titanium Kettle</h1>
  <div itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">Trailbrew</span></div>
  <img itemprop="image" src="/img/3.jpg" alt="The kettle"><img itemprop="image" src="/img/4.jpg" alt="On a stove">
  <p itemprop="description">Boils a litre in four minutes and weighs 140 g.</p>
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <meta itemprop="priceCurrency" content="EUR"><span itemprop="price" content="39.00">39,00 €</span>
  </div>
  <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">
    <span itemprop="ratingValue">9</span> of <span itemprop="bestRating">10</span> (<span itemprop="reviewCount">41</span>)
  </div>
  <div itemprop="review" itemscope itemtype="https://schema.org/Review">
    <span itemprop="author">Lea</span><p itemprop="reviewBody">Fast and tiny.</p>
  </div>
</div>
<ul class="product-features"><li>Titanium body</li><li>Folding handle</li></ul>
</body></html>`;

const OPEN_GRAPH_PAGE = `<!doctype html>
<html lang="en"><head>
<title>Shop</title>
<meta property="og:type" content="product">
<meta property="og:title" content="Nimbus Down Pillow">
<meta property="og:description" content="Packs to the size of a fist.">
<meta property="og:site_name" content="Nimbus Outdoors">
<meta property="og:image" content="/img/2.jpg">
<meta name="twitter:image" content="/img/1.jpg">
<meta property="product:price:amount" content="24.5">
<meta property="product:price:currency" content="GBP">
</head><body><p>Nothing structured here.</p></body></html>`;

const NO_IMAGES_PAGE = `<!doctype html>
<html lang="en"><head><title>Vector lamp</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Vector lamp',
  image: ['/img/vector.svg', '/img/missing.jpg', '/img/fake.jpg'],
})}</script></head><body><h1>Vector lamp</h1></body></html>`;

export type FakeShop = { origin: string; /** Paths asked for, in order. */ requests: string[]; close(): Promise<void> };

/**
 * A shop on loopback that serves product pages the way real shops mark them up (JSON-LD with an
 * @graph, microdata only, Open Graph only) and the pages an import must refuse: no usable images,
 * not HTML, too large, too slow, a redirect into a private network.
 */
export async function startFakeShop(images: ShopImages, options: { hugePageBytes?: number } = {}): Promise<FakeShop> {
  let origin = '';
  const html = (res: http.ServerResponse, body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(url.pathname);
    const photo = /^\/img\/([1-4])\.jpg$/.exec(url.pathname);
    if (photo) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.photos[Number(photo[1]) - 1]);
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      return res.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/lantern' }).end();
    }
    switch (url.pathname) {
      case '/lantern':
        return html(res, JSON_LD_PAGE(origin));
      case '/microdata':
        return html(res, MICRODATA_PAGE);
      case '/og':
        return html(res, OPEN_GRAPH_PAGE);
      case '/no-images':
        return html(res, NO_IMAGES_PAGE);
      case '/img/logo.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(images.logo);
      case '/img/decoration.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.photos[0]);
      case '/img/vector.svg':
        return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case '/img/fake.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><title>Not a picture</title>');
      case '/manual.pdf':
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4\n%…');
      case '/huge': {
        // no content-length: the limit must stop the stream, not trust a header
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(16 * 1024)}</p>`;
        for (let sent = 0; sent < (options.hugePageBytes ?? 4 * 1024 * 1024); sent += chunk.length) res.write(chunk);
        return res.end();
      }
      case '/slow':
        // headers, then a body that never ends
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.write('<!doctype html><title>Still loading');
      case '/to-metadata':
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/to-private':
        return res.writeHead(302, { location: `http://10.0.0.7:${url.port || 80}/lantern` }).end();
      default:
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
