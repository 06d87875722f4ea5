import { PRODUCT_MESSAGES } from '@common/contracts/product';
import { EMPTY_PRODUCT_FORM, cardOfForm, formOfCard, moveItem } from './product-form';

const id = (n: number) => `0190a5b2-0000-7000-8000-00000000000${n}`;

describe('the product card form', () => {
  it('reads a typed form as a card: prices as typed, currency upper-cased, empty bullets and reviews left out', () => {
    const result = cardOfForm({
      ...EMPTY_PRODUCT_FORM,
      name: ' Lantern ',
      amount: '49.9',
      currency: 'eur',
      features: ['Bright', ' ', 'Light'],
      reviews: [
        { author: '', text: 'Great', rating: null },
        { author: 'Tom', text: '', rating: null },
      ],
      ratingValue: '4.5',
      ratingCount: '12',
      imageIds: [id(1), id(2)],
    });
    expect(result.card).toMatchObject({
      name: 'Lantern',
      brand: null,
      price: { amount: '49.9', currency: 'EUR' },
      features: ['Bright', 'Light'],
      reviews: [{ author: null, text: 'Great', rating: null }],
      rating: { value: 4.5, count: 12 },
      imageIds: [id(1), id(2)],
    });
    expect(formOfCard(result.card!)).toMatchObject({ name: 'Lantern', amount: '49.9', currency: 'EUR', ratingValue: '4.5', ratingCount: '12' });
  });

  it('names what stops the card, by field', () => {
    expect(cardOfForm({ ...EMPTY_PRODUCT_FORM, name: '', amount: '4x' }).errors).toMatchObject({
      name: PRODUCT_MESSAGES.nameRequired,
      'price.amount': PRODUCT_MESSAGES.price,
    });
    expect(cardOfForm({ ...EMPTY_PRODUCT_FORM, name: 'A', ratingValue: '7' }).errors).toHaveProperty('rating.value');
  });

  it('moves a picture within the list, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
