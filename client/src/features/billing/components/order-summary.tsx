import type { Checkout } from '@common/contracts/billing';
import { BILLING_COPY as C, credits, dollars } from '@/content/billing-copy';

/** Plan, period, price, annual saving, monthly credits, welcome bonus and seats, as the server priced them. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const rows: [string, string][] = [
    [C.plan, checkout.planName],
    [C.billing, checkout.period === 'annual' ? C.annual : C.monthly],
    [C.price, `${dollars(checkout.amountCents)} ${checkout.period === 'annual' ? C.perYear : C.perMonth}`],
    ...(checkout.period === 'annual' ? ([[C.annualSaving, dollars(checkout.annualSavingCents)]] as [string, string][]) : []),
    [C.monthlyCredits, credits(checkout.monthlyCredits)],
    [C.welcomeBonus, checkout.welcomeBonusDue ? credits(checkout.welcomeBonusDue) : `${credits(checkout.welcomeBonus)} (${C.welcomeBonusUsed})`],
    [C.seats, checkout.seats === 'unlimited' ? C.unlimited : String(checkout.seats)],
  ];
  return (
    <section aria-labelledby="order-summary" className="rounded-card border border-border bg-surface p-6">
      <h2 id="order-summary" className="text-lg font-bold text-ink">
        {C.orderSummary}
      </h2>
      <dl className="mt-4 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-ink" data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
