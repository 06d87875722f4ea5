import { STOCK_PROVIDER_NAMES, stockSearchQuerySchema, type StockMedia, type StockResult } from '@common/contracts/stock-media';
import { useId, useState } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { STOCK_MEDIA_COPY as COPY } from '@/content/stock-media-copy';
import { cn } from '@/lib/cn';
import { useStockAvailability } from '../api/get-stock-availability';
import { useImportStock } from '../api/import-stock';
import { useStockSearch } from '../api/search-stock';

function ResultButton({ result, busy, onUse }: { result: StockResult; busy: boolean; onUse(): void }) {
  const library = STOCK_PROVIDER_NAMES[result.provider];
  return (
    <li className="grid gap-1">
      <button
        type="button"
        onClick={onUse}
        disabled={busy}
        aria-label={COPY.use(result.kind, result.author, library)}
        className="relative overflow-hidden rounded-control border border-border bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60"
      >
        <img src={result.previewUrl} alt="" loading="lazy" className="aspect-video w-full object-cover" />
        {result.durationSeconds !== null ? (
          <span className="absolute right-1 bottom-1 rounded bg-ink/80 px-1 text-xs text-white">{COPY.seconds(result.durationSeconds)}</span>
        ) : null}
      </button>
      <a href={result.pageUrl} target="_blank" rel="noreferrer" className="truncate text-xs text-ink-muted underline">
        {`${result.author} · ${library}`}
      </a>
    </li>
  );
}

// The words and the kind, as the search call takes them; the page is always the first.
const stockSearchFormSchema = stockSearchQuerySchema.pick({ q: true, kind: true });

function StockSearch({ onPick }: { onPick(media: StockMedia): void }) {
  const ids = useId();
  const form = useZodForm(stockSearchFormSchema, { defaultValues: { q: '', kind: 'image' } });
  const { q: text, kind } = form.watch();
  const [q, setQ] = useState('');
  const search = useStockSearch({ q, kind: kind ?? 'image', page: 1 });
  const importing = useImportStock();
  const use = (result: StockResult) => importing.mutate({ provider: result.provider, kind: result.kind, externalId: result.externalId }, { onSuccess: onPick });

  return (
    <div className="grid gap-4">
      <Form form={form} role="search" onSubmit={(values) => setQ(values.q)} className="grid gap-3">
        <label htmlFor={`${ids}-q`} className="text-sm font-semibold text-ink">
          {COPY.searchLabel}
        </label>
        <div className="flex gap-2">
          <Input id={`${ids}-q`} type="search" placeholder={COPY.searchPlaceholder} maxLength={100} {...form.register('q')} />
          <Button type="submit" disabled={!text?.trim()}>
            {COPY.search}
          </Button>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{COPY.kindLegend}</legend>
          {(['image', 'clip'] as const).map((value) => (
            <label
              key={value}
              className={cn(
                'cursor-pointer rounded-control border px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                kind === value ? 'border-primary bg-primary/10 text-ink' : 'border-border text-ink',
              )}
            >
              <input type="radio" value={value} {...form.register('kind')} className="sr-only" />
              {COPY.kinds[value]}
            </label>
          ))}
        </fieldset>
      </Form>
      {importing.isError ? <p role="alert" className="text-sm text-danger">{`${COPY.importFailed} ${importing.error.message}`}</p> : null}
      {importing.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {COPY.importing}
        </p>
      ) : null}
      {!q ? (
        <p className="text-sm text-ink-muted">{COPY.prompt}</p>
      ) : search.isLoading ? (
        <LoadingBlocks label={COPY.searching} count={6} className="grid grid-cols-2 gap-3 sm:grid-cols-3" blockClassName="aspect-video" />
      ) : !search.data ? (
        <LoadError message={COPY.error} detail={search.error?.message} retryLabel={COPY.retry} onRetry={() => void search.refetch()} />
      ) : search.data.results.length === 0 ? (
        <p className="text-sm text-ink-muted">{COPY.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={COPY.title}>
          {search.data.results.map((result) => (
            <ResultButton key={`${result.provider}:${result.kind}:${result.externalId}`} result={result} busy={importing.isPending} onUse={() => use(result)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The video maker's "stock background" for one scene: a search dialog over Pexels and Pixabay
 * whose pick is downloaded once by the server and handed to `onPick` (the scene stores
 * `{ source: 'stock', id }`). Not rendered at all when the server has no stock library key.
 */
export function StockBackgroundPicker({ sceneNumber, onPick }: { sceneNumber: number; onPick(media: StockMedia): void }) {
  const availability = useStockAvailability();
  const [open, setOpen] = useState(false);
  if (!availability.data?.isAvailable) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={COPY.open(sceneNumber)}>
          {COPY.openText}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{COPY.title}</DialogTitle>
        <DialogDescription>{COPY.description}</DialogDescription>
        <StockSearch
          onPick={(media) => {
            setOpen(false);
            onPick(media);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
