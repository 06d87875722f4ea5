import { PRODUCT_LIMITS, PRODUCT_MESSAGES, productCardSchema } from './product';

const card = {
  name: 'Glimmerfox solar lantern',
  brand: 'Glimmerfox',
  price: { amount: '49.99', currency: 'usd' },
  description: '400 lumens, charges in 6 hours of sun',
  features: ['400 lumens'],
  imageIds: [],
  rating: { value: 4.6, count: 128 },
  reviews: [{ author: 'Sam', text: 'Lit the whole tent.', rating: 5 }],
  logoId: null,
  themeColor: '#ff5a36',
  sourceUrl: 'https://shop.example/lantern',
};

describe('the product card contract', () => {
  it('keeps the price as written and the currency in capitals', () => {
    expect(productCardSchema.parse(card).price).toEqual({ amount: '49.99', currency: 'USD' });
    expect(productCardSchema.safeParse({ ...card, price: { amount: '49,99', currency: 'USD' } }).error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.price);
  });

  it('takes a source page over http or https only, since the studio shows it as a link', () => {
    expect(productCardSchema.safeParse({ ...card, sourceUrl: 'http://shop.example/lantern' }).success).toBe(true);
    for (const sourceUrl of ['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd']) {
      expect(productCardSchema.safeParse({ ...card, sourceUrl }).success).toBe(false);
    }
  });

  it('refuses more features, images or reviews than the card holds, with its message', () => {
    const features = Array.from({ length: PRODUCT_LIMITS.featuresMax + 1 }, (_, i) => `feature ${i}`);
    expect(productCardSchema.safeParse({ ...card, features }).error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.tooManyFeatures);
    const reviews = Array.from({ length: PRODUCT_LIMITS.reviewsMax + 1 }, () => card.reviews[0]);
    expect(productCardSchema.safeParse({ ...card, reviews }).error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.tooManyReviews);
  });
});
