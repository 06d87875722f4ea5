import { DEMO_LIMITS } from '@common/contracts/video';
import type { BrandKitInput } from '@common/contracts/media';
import type { ProductCard } from '@common/contracts/product';
import type { DraftInput } from '@common/contracts/studio';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_COPY as COPY } from '@/content/product-copy';
import { useImportProduct } from '../api/import-product';
import { EMPTY_PRODUCT_FORM, formOfCard, type ProductForm } from '../lib/product-form';
import { BrandKitProposal } from './brand-kit-proposal';
import { ProductCardEditor } from './product-card-editor';

type Props = { draft: DraftInput; onChange: (change: Partial<DraftInput>) => void };

/** A description the script writer can start from when the creator has written none: the product's name and its pitch. */
function descriptionOf(card: ProductCard): string {
  return [card.name, card.description].filter(Boolean).join(': ').slice(0, DEMO_LIMITS.promptMax);
}

/**
 * The video maker's product panel (issue 27): paste a product page link → the page is read on the
 * server → an editable product card kept in the draft (and sent with the render), plus the brand
 * kit the page suggests, shown for confirmation.
 */
export function ProductImportPanel({ draft, onChange }: Props) {
  const id = useId();
  const importing = useImportProduct();
  const [url, setUrl] = useState('');
  // a new import (or "by hand") remounts the card editor with fresh fields
  const [edition, setEdition] = useState<{ key: number; form: ProductForm } | null>(() => (draft.product ? { key: 0, form: formOfCard(draft.product) } : null));
  const [proposal, setProposal] = useState<BrandKitInput | null>(null);
  const [summary, setSummary] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSummary('');
    importing.mutate(
      { url },
      {
        onSuccess: (imported) => {
          setEdition((current) => ({ key: (current?.key ?? 0) + 1, form: formOfCard(imported.product) }));
          setProposal(imported.brandKit);
          setSummary(COPY.imported(imported.images.length, imported.skippedImages));
          onChange({ product: imported.product, ...(draft.description.trim() ? {} : { description: descriptionOf(imported.product) }) });
        },
      },
    );
  };
  const error = importing.error?.message;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6"
      data-testid="product-import"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
          {COPY.heading}
        </h2>
        <p className="text-sm text-ink-muted">{COPY.intro}</p>
      </div>
      <form onSubmit={onSubmit} className="grid gap-2" noValidate>
        <label htmlFor={`${id}-url`} className="text-sm font-medium text-ink">
          {COPY.urlLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={COPY.urlPlaceholder}
            value={url}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button type="submit" disabled={importing.isPending || !url.trim()}>
            {importing.isPending ? <Spinner className="size-4" /> : null}
            {COPY.importButton}
          </Button>
        </div>
        <div role="status" className="min-h-5 text-sm text-ink-muted">
          {importing.isPending ? COPY.importing : summary}
        </div>
        {error && !importing.isPending ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {!edition ? (
          <div>
            <Button variant="ghost" size="sm" onClick={() => setEdition({ key: 1, form: EMPTY_PRODUCT_FORM })}>
              {COPY.byHand}
            </Button>
          </div>
        ) : null}
      </form>
      {proposal ? <BrandKitProposal kit={proposal} onDone={() => setProposal(null)} /> : null}
      {edition ? (
        <ProductCardEditor
          key={edition.key}
          initial={edition.form}
          onChange={(product) => onChange({ product })}
          onRemove={() => {
            setEdition(null);
            setProposal(null);
            onChange({ product: null });
          }}
        />
      ) : null}
    </section>
  );
}
