import { PRODUCT_LIMITS, type ProductCard } from '@common/contracts/product';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PRODUCT_COPY as COPY } from '@/content/product-copy';
import { cardOfForm, type ProductForm } from '../lib/product-form';
import { ProductImagesField } from './product-images-field';

const areaClass =
  'w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-subtle focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-danger sm:text-sm';

type Props = {
  initial: ProductForm;
  /** The card whenever the form reads as a valid one (the draft keeps the last valid card). */
  onChange: (card: ProductCard) => void;
  onRemove: () => void;
};

/** The editable product card: every field the ad is built from (docs/decisions/059), typed freely, checked by the shared contract. */
export function ProductCardEditor({ initial, onChange, onRemove }: Props) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // a field added with a button takes the focus, so the keyboard goes on where the creator is looking
  const [added, setAdded] = useState<string | null>(null);

  const change = (patch: Partial<ProductForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    const result = cardOfForm(next);
    setErrors(result.errors ?? {});
    if (result.card) onChange(result.card);
  };
  const field = (name: string) => `${id}-${name}`;

  return (
    <section aria-labelledby={field('heading')} className="grid gap-5" data-testid="product-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={field('heading')} className="text-base font-semibold text-ink">
            {COPY.cardHeading}
          </h3>
          <p className="text-sm text-ink-muted">{COPY.cardIntro}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {COPY.removeCard}
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field('name')}
          label={COPY.name}
          value={form.name}
          maxLength={PRODUCT_LIMITS.nameMax}
          error={errors.name}
          onChange={(e) => change({ name: e.target.value })}
        />
        <TextField
          id={field('brand')}
          label={COPY.brand}
          value={form.brand}
          maxLength={PRODUCT_LIMITS.brandMax}
          error={errors.brand}
          onChange={(e) => change({ brand: e.target.value })}
        />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <TextField
            id={field('price')}
            label={COPY.price}
            inputMode="decimal"
            value={form.amount}
            placeholder="49.99"
            error={errors['price.amount']}
            onChange={(e) => change({ amount: e.target.value })}
          />
          <TextField
            id={field('currency')}
            label={COPY.currency}
            value={form.currency}
            maxLength={3}
            autoCapitalize="characters"
            error={errors['price.currency']}
            onChange={(e) => change({ currency: e.target.value.toUpperCase() })}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={field('rating')}
            label={COPY.rating}
            inputMode="decimal"
            value={form.ratingValue}
            placeholder="4.6"
            error={errors['rating.value'] ?? errors.rating}
            onChange={(e) => change({ ratingValue: e.target.value })}
          />
          <TextField
            id={field('rating-count')}
            label={COPY.ratingCount}
            inputMode="numeric"
            value={form.ratingCount}
            error={errors['rating.count']}
            onChange={(e) => change({ ratingCount: e.target.value })}
          />
        </div>
        <FormField id={field('description')} label={COPY.description} error={errors.description} className="sm:col-span-2">
          <textarea
            {...fieldErrorProps(field('description'), errors.description)}
            className={areaClass}
            rows={3}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            value={form.description}
            onChange={(e) => change({ description: e.target.value })}
          />
        </FormField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">{COPY.features}</legend>
        <p className="text-sm text-ink-muted">{COPY.featuresHint(PRODUCT_LIMITS.featuresMax)}</p>
        <ol className="grid gap-2">
          {form.features.map((feature, index) => (
            <li key={index} className="flex items-start gap-2">
              <Input
                {...fieldErrorProps(field(`feature-${index}`), errors[`features.${index}`])}
                aria-label={COPY.featureLabel(index + 1)}
                autoFocus={added === `feature-${index}`}
                value={feature}
                maxLength={PRODUCT_LIMITS.featureMax}
                onChange={(e) => change({ features: form.features.map((f, i) => (i === index ? e.target.value : f)) })}
              />
              <Button
                variant="ghost"
                size="sm"
                className="h-11"
                aria-label={COPY.removeFeature(index + 1)}
                onClick={() => change({ features: form.features.filter((_, i) => i !== index) })}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={form.features.length >= PRODUCT_LIMITS.featuresMax}
            onClick={() => {
              setAdded(`feature-${form.features.length}`);
              change({ features: [...form.features, ''] });
            }}
          >
            {COPY.addFeature}
          </Button>
        </div>
      </fieldset>

      <ProductImagesField imageIds={form.imageIds} onChange={(imageIds) => change({ imageIds })} error={errors.imageIds} />

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">{COPY.reviews}</legend>
        <p className="text-sm text-ink-muted">{COPY.reviewsHint(PRODUCT_LIMITS.reviewsMax)}</p>
        <ol className="grid gap-3">
          {form.reviews.map((review, index) => {
            const set = (patch: Partial<ProductForm['reviews'][number]>) =>
              change({ reviews: form.reviews.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
            return (
              <li key={index} className="grid gap-2 rounded-control border border-border p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
                <FormField id={field(`review-${index}`)} label={COPY.reviewText(index + 1)} error={errors[`reviews.${index}.text`]}>
                  <textarea
                    {...fieldErrorProps(field(`review-${index}`), errors[`reviews.${index}.text`])}
                    className={areaClass}
                    rows={2}
                    maxLength={PRODUCT_LIMITS.reviewMax}
                    autoFocus={added === `review-${index}`}
                    value={review.text}
                    onChange={(e) => set({ text: e.target.value })}
                  />
                </FormField>
                <TextField
                  id={field(`review-author-${index}`)}
                  label={COPY.reviewAuthor(index + 1)}
                  value={review.author}
                  maxLength={PRODUCT_LIMITS.authorMax}
                  onChange={(e) => set({ author: e.target.value })}
                />
                <Button variant="ghost" size="sm" className="h-11" onClick={() => change({ reviews: form.reviews.filter((_, i) => i !== index) })}>
                  {COPY.removeReview(index + 1)}
                </Button>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={form.reviews.length >= PRODUCT_LIMITS.reviewsMax}
            onClick={() => {
              setAdded(`review-${form.reviews.length}`);
              change({ reviews: [...form.reviews, { author: '', text: '', rating: null }] });
            }}
          >
            {COPY.addReview}
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-ink">{COPY.logo}</legend>
          {form.logoId ? (
            <div className="flex items-center gap-3">
              <img
                src={`/api/media/${form.logoId}/file`}
                alt={COPY.logo}
                className="size-16 rounded-control border border-border bg-surface-muted object-contain"
              />
              <Button variant="ghost" size="sm" onClick={() => change({ logoId: null })}>
                {COPY.removeLogo}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-ink-muted">{COPY.noLogo}</p>
              {form.imageIds[0] ? (
                <Button variant="secondary" size="sm" onClick={() => change({ logoId: form.imageIds[0]! })}>
                  {COPY.useAsLogo}
                </Button>
              ) : null}
            </div>
          )}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-ink">{COPY.themeColor}</legend>
          {form.themeColor ? (
            <div className="flex items-center gap-3">
              <input
                type="color"
                aria-label={COPY.themeColor}
                value={form.themeColor}
                onChange={(e) => change({ themeColor: e.target.value })}
                className="h-11 w-16 cursor-pointer rounded-control border border-border-strong bg-surface"
              />
              <span className="font-mono text-sm text-ink">{form.themeColor}</span>
              <Button variant="ghost" size="sm" onClick={() => change({ themeColor: null })}>
                {COPY.clearThemeColor}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-ink-muted">{COPY.noThemeColor}</p>
              <Button variant="secondary" size="sm" onClick={() => change({ themeColor: '#ff5a36' })}>
                {COPY.setThemeColor}
              </Button>
            </div>
          )}
        </fieldset>
      </div>
    </section>
  );
}
