import { readPageFacts } from './page-facts';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const offer = (price: unknown, currency = 'USD') =>
  page(
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'P', offers: { '@type': 'Offer', price, priceCurrency: currency } })}</script>`,
  );

describe('readPageFacts', () => {
  it.each([
    ['49.99', '49.99'],
    ['$1,299.00', '1299.00'],
    ['1.299,00 €', '1299.00'],
    ['24.5', '24.5'],
    ['1,299', '1299'],
    [19, '19'],
    [19.5, '19.5'],
  ])('reads the price %j as %j', (price, amount) => {
    expect(readPageFacts(offer(price), 'https://shop.example/p').price).toEqual({ amount, currency: 'USD' });
  });

  it('finds a Product in a top-level array, takes an AggregateOffer’s low price and ignores a broken block', () => {
    const html = page(
      `<script type="application/ld+json">[{"@type":"WebPage"},{"@type":["Product","Thing"],"name":"Lamp","image":{"@type":"ImageObject","contentUrl":"a.jpg"},` +
        `"offers":{"@type":"AggregateOffer","lowPrice":12,"priceCurrency":"eur"}}]</script><script type="application/ld+json">{broken</script>`,
    );
    expect(readPageFacts(html, 'https://shop.example/p/1')).toMatchObject({
      name: 'Lamp',
      price: { amount: '12', currency: 'EUR' },
      imageUrls: ['https://shop.example/p/a.jpg'],
    });
  });

  it('falls back to the page’s own markup: the h1, the meta description, large pictures outside the header (never data: or svg icons)', () => {
    const html = page(
      '<title>Lamp | Shop</title><meta name="description" content="A lamp."><link rel="icon" href="/favicon.svg"><link rel="apple-touch-icon" href="/touch.png">',
      '<header><img src="/brand.png"></header><main><h1>Desk Lamp</h1><img src="/lamp.jpg"><img src="/tiny.gif" width="16" height="16"></main>',
    );
    expect(readPageFacts(html, 'https://shop.example/')).toMatchObject({
      name: 'Desk Lamp',
      description: 'A lamp.',
      imageUrls: ['https://shop.example/lamp.jpg'],
      logoUrl: 'https://shop.example/touch.png',
    });
  });

  it('reads theme colours in short and rgb forms, and nothing else', () => {
    expect(readPageFacts(page('<meta name="theme-color" content="#F0a">'), 'https://s.example/').themeColor).toBe('#ff00aa');
    expect(readPageFacts(page('<meta name="theme-color" content="rgb(42, 157, 143)">'), 'https://s.example/').themeColor).toBe('#2a9d8f');
    expect(readPageFacts(page('<meta name="theme-color" content="javascript:alert(1)">'), 'https://s.example/').themeColor).toBeNull();
  });
});
