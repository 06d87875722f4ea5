import type { BrandKitInput } from '@common/contracts/media';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PRODUCT_COPY as COPY } from '@/content/product-copy';
import { useSaveBrandKit } from '@/features/media';

/** The brand kit read from the imported page, shown for the creator to confirm; nothing is saved until they do. */
export function BrandKitProposal({ kit, onDone }: { kit: BrandKitInput; onDone: () => void }) {
  const id = useId();
  const save = useSaveBrandKit();
  const swatch = (label: string, color: string) => (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="size-8 rounded-control border border-border" style={{ backgroundColor: color }} />
      <span className="text-sm text-ink">
        {label}: <span className="font-mono">{color}</span>
      </span>
    </div>
  );
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-control border border-border bg-surface-muted p-4"
      data-testid="brand-kit-proposal"
    >
      <div>
        <h3 id={`${id}-heading`} className="text-base font-semibold text-ink">
          {COPY.brandKitHeading}
        </h3>
        <p className="text-sm text-ink-muted">{COPY.brandKitIntro}</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {kit.logoId ? (
          <img src={`/api/media/${kit.logoId}/file`} alt={COPY.logo} className="size-12 rounded-control border border-border bg-surface object-contain" />
        ) : null}
        {swatch(COPY.primary, kit.primaryColor)}
        {swatch(COPY.secondary, kit.secondaryColor)}
        <p className="text-sm text-ink">
          {COPY.font}: {kit.font}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(kit, {
              onSuccess: () => {
                toast({ title: COPY.brandKitSaved });
                onDone();
              },
              onError: (error) => toast({ variant: 'destructive', title: COPY.brandKitFailed, description: error.message }),
            })
          }
        >
          {save.isPending ? <Spinner className="size-4" /> : null}
          {COPY.saveBrandKit}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {COPY.dismissBrandKit}
        </Button>
      </div>
    </section>
  );
}
