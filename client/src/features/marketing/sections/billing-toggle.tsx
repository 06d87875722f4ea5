import type { BillingPeriod } from '@/content/plans';
import { PRICING_COPY } from '@/content/pricing-copy';
import { cn } from '@/lib/cn';

const optionClass = (active: boolean) =>
  cn('rounded-full px-4 py-2 text-sm font-semibold transition-colors', active ? 'bg-primary text-on-primary shadow-sm' : 'text-ink-muted hover:text-ink');

/** Monthly / annual switch (default monthly, chosen by the page) with the "Save 20%" badge. */
export function BillingToggle({ period, onChange }: { period: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  return (
    <div role="group" aria-label={PRICING_COPY.billingLabel} className="inline-flex items-center gap-1 rounded-full border border-border bg-surface p-1">
      <button type="button" aria-pressed={period === 'monthly'} className={optionClass(period === 'monthly')} onClick={() => onChange('monthly')}>
        {PRICING_COPY.monthly}
      </button>
      <button type="button" aria-pressed={period === 'annual'} className={optionClass(period === 'annual')} onClick={() => onChange('annual')}>
        {PRICING_COPY.annual}
        <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs font-bold text-success">{PRICING_COPY.save}</span>
      </button>
    </div>
  );
}
