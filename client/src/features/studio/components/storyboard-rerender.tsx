import type { Scene } from '@common/contracts/script';
import type { StudioVideo } from '@common/contracts/studio';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { STORYBOARD_COPY as COPY } from '@/content/studio-copy';
import { isApiError } from '@/lib/api-client';
import { randomUuid } from '@/lib/random-uuid';
import { useCreateEdit } from '../api/create-edit';
import { useEditQuote } from '../api/quote-edit';
import { paywallStateOf, type PaywallState } from './paywall-dialog';

type Props = {
  video: Pick<StudioVideo, 'id'>;
  /** The edited scenes, settled (debounced) and valid; null: nothing to quote. */
  scenes: Scene[] | null;
  dirty: boolean;
  invalid: boolean;
  /** The latest edit has not settled into `scenes` yet: its price is not known. */
  settling: boolean;
  onUndo(): void;
  onPaywall(state: PaywallState): void;
};

/**
 * The price of the edit, asked of the server (its rule, its changed scenes), and the button that
 * re-renders for exactly that price. The button says the price, so pressing it is the consent.
 */
export function StoryboardRerender({ video, scenes, dirty, invalid, settling, onUndo, onPaywall }: Props) {
  const quote = useEditQuote(video.id, dirty ? scenes : null);
  const edit = useCreateEdit(video.id);
  const key = useRef<string | null>(null);
  const [priceChanged, setPriceChanged] = useState(false);
  const [, navigate] = useLocation();
  // a quote kept from other scenes while the new one loads must not be the price pressed
  const current = quote.data && !quote.isPlaceholderData && !settling ? quote.data : null;

  const start = () => {
    if (!scenes || !current) return;
    // one key per attempt: a double click is one edit, a refused one may be tried again
    key.current ??= randomUuid();
    setPriceChanged(false);
    edit.mutate(
      { scenes, costCredits: current.costCredits, idempotencyKey: key.current },
      {
        onSuccess: (created) => navigate(`/animation/${encodeURIComponent(created.id)}`),
        onError: (error) => {
          if (isApiError(error)) key.current = null;
          const refusal = paywallStateOf(error);
          if (refusal) return onPaywall(refusal);
          if (isApiError(error) && error.status === 409) {
            setPriceChanged(true);
            void quote.refetch();
            return;
          }
          toast({ variant: 'destructive', title: COPY.rerenderFailed, description: error.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="storyboard-rerender" className="grid gap-3 rounded-card border border-border bg-surface-muted p-4" aria-live="polite">
      <h3 id="storyboard-rerender" className="sr-only">
        {COPY.rerenderTitle}
      </h3>
      {!dirty ? (
        <p className="text-sm text-ink-muted">{COPY.noChanges}</p>
      ) : invalid ? (
        <p className="text-sm text-danger">{COPY.invalid}</p>
      ) : quote.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-danger">{quote.error.message || COPY.quoteFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void quote.refetch()}>
            {COPY.tryAgain}
          </Button>
        </div>
      ) : !current ? (
        <p className="text-sm text-ink-muted">{COPY.quoting}</p>
      ) : (
        <div className="grid gap-1 text-sm">
          {priceChanged ? (
            <p role="alert" className="font-medium text-danger">
              {COPY.priceChanged}
            </p>
          ) : null}
          <p className="text-ink" data-testid="changed-scenes">
            {COPY.changedScenes(current.changedScenes)}
          </p>
          <p className="text-ink-muted">{COPY.price(current.costCredits, current.newVideoCredits)}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={start} disabled={!dirty || invalid || !current || edit.isPending} data-testid="rerender" className="whitespace-normal">
          {current ? COPY.rerender(current.costCredits) : COPY.rerenderNoPrice}
        </Button>
        {dirty ? (
          <Button variant="ghost" onClick={onUndo} disabled={edit.isPending}>
            {COPY.undo}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
