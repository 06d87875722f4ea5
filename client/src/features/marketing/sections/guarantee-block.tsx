import { ShieldIcon } from '@/components/ui/icons';
import { GUARANTEE_BLOCK_COPY } from '@/content/pricing-copy';

/** The credit-back guarantee block of the pricing page. */
export function GuaranteeBlock() {
  return (
    <section
      aria-labelledby="guarantee-heading"
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-panel border border-success/30 bg-success-soft p-8 text-center"
    >
      <ShieldIcon className="size-10 text-success" />
      <h2 id="guarantee-heading" className="text-title font-bold text-ink">
        {GUARANTEE_BLOCK_COPY.heading}
      </h2>
      <p className="text-base text-ink">{GUARANTEE_BLOCK_COPY.text}</p>
      <p className="text-sm text-ink-muted">{GUARANTEE_BLOCK_COPY.note}</p>
    </section>
  );
}
