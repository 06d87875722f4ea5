import { productCardSchema, type ProductCard } from '@common/contracts/product';
import { issuesByPath } from './issue-map';

/**
 * The product card as the editor holds it: every field as typed (a price of "4" on the way to
 * "49.99", an emptied name), so typing is never fought. The card in the draft changes only when the
 * form reads as a valid card; until then the field shows why.
 */
export type ProductForm = {
  name: string;
  brand: string;
  amount: string;
  currency: string;
  description: string;
  features: string[];
  imageIds: string[];
  ratingValue: string;
  ratingCount: string;
  reviews: { author: string; text: string; rating: number | null }[];
  logoId: string | null;
  themeColor: string | null;
  sourceUrl: string | null;
};

export const EMPTY_PRODUCT_FORM: ProductForm = {
  name: '',
  brand: '',
  amount: '',
  currency: 'USD',
  description: '',
  features: [],
  imageIds: [],
  ratingValue: '',
  ratingCount: '',
  reviews: [],
  logoId: null,
  themeColor: null,
  sourceUrl: null,
};

export function formOfCard(card: ProductCard): ProductForm {
  return {
    name: card.name,
    brand: card.brand ?? '',
    amount: card.price?.amount ?? '',
    currency: card.price?.currency ?? 'USD',
    description: card.description,
    features: card.features,
    imageIds: card.imageIds,
    ratingValue: card.rating ? String(card.rating.value) : '',
    ratingCount: card.rating?.count != null ? String(card.rating.count) : '',
    reviews: card.reviews.map((r) => ({ author: r.author ?? '', text: r.text, rating: r.rating })),
    logoId: card.logoId,
    themeColor: card.themeColor,
    sourceUrl: card.sourceUrl,
  };
}

/** The card the form reads as, or the messages by field path (`price.amount`, `features.2`) that stop it. */
export function cardOfForm(form: ProductForm): { card: ProductCard; errors: null } | { card: null; errors: Record<string, string> } {
  const rating = form.ratingValue.trim() ? { value: Number(form.ratingValue), count: form.ratingCount.trim() ? Number(form.ratingCount) : null } : null;
  const parsed = productCardSchema.safeParse({
    name: form.name,
    brand: form.brand.trim() || null,
    price: form.amount.trim() ? { amount: form.amount, currency: form.currency } : null,
    description: form.description,
    // an empty bullet or review being typed is left out rather than refused
    features: form.features.filter((f) => f.trim()),
    imageIds: form.imageIds,
    rating,
    reviews: form.reviews.filter((r) => r.text.trim()).map((r) => ({ author: r.author.trim() || null, text: r.text, rating: r.rating })),
    logoId: form.logoId,
    themeColor: form.themeColor,
    sourceUrl: form.sourceUrl,
  });
  return parsed.success ? { card: parsed.data, errors: null } : { card: null, errors: issuesByPath(parsed.error) };
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
