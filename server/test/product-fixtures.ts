import type { ProductCard } from '@common/contracts/product';

/** Issue 27's example product ("Glimmerfox solar camping lantern, 400 lumens, charges in 6 hours of sun") as a product card. */
export const GLIMMERFOX: ProductCard = {
  name: 'Glimmerfox solar camping lantern',
  brand: 'Glimmerfox',
  price: { amount: '39.99', currency: 'USD' },
  description: 'A solar camping lantern: 400 lumens, charges in 6 hours of sun.',
  features: ['400 lumens of warm, even light', 'Charges in 6 hours of sun', 'Waterproof to IPX6', 'Folds flat to 3 cm'],
  imageIds: [],
  rating: { value: 4.7, count: 1283 },
  reviews: [{ author: 'Maya R.', text: 'Lit our whole campsite for three nights on one charge.', rating: 5 }],
  logoId: null,
  themeColor: '#f59e0b',
  sourceUrl: null,
};
