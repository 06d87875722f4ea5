import { useState } from 'react';
import { annualSaving } from '@common/rules/roi';
import { Button } from '@/components/ui/button';
import { PRICING_PLANS, type BillingPeriod } from '@/content/plans';
import { PRICING_COPY } from '@/content/pricing-copy';
import { useCheckoutIntent } from '../hooks/use-checkout-intent';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';

/** The pricing page's toggle and three plan cards (pricing-page plan shape). */
export function PricingPlans() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const startCheckout = useCheckoutIntent();
  return (
    <div className="grid gap-10">
      <div className="flex justify-center">
        <BillingToggle period={period} onChange={setPeriod} />
      </div>
      <div className="grid gap-8 md:grid-cols-3">
        {PRICING_PLANS.map((plan) => {
          const price = period === 'monthly' ? plan.price : plan.annualPrice;
          return (
            <PlanCard
              key={plan.planId}
              title={plan.displayName}
              description={plan.description}
              popularLabel={plan.popular ? PRICING_COPY.popular : undefined}
              urgencyTag={plan.urgencyTag}
              features={plan.features}
              price={
                <div>
                  <p className="flex items-baseline gap-1">
                    <span className="text-4xl font-extrabold text-ink" data-testid={`price-${plan.planId}`}>
                      ${price}
                    </span>
                    <span className="text-sm text-ink-muted">{period === 'monthly' ? PRICING_COPY.perMonth : PRICING_COPY.billedAnnually}</span>
                  </p>
                  {period === 'annual' && (
                    <p className="mt-1 text-sm font-semibold text-success">{PRICING_COPY.yearlySaving(annualSaving(plan.price, plan.annualPrice))}</p>
                  )}
                </div>
              }
              extra={
                <dl className="mt-4 grid gap-1 rounded-card bg-primary-soft p-3 text-sm text-primary-strong">
                  <div className="flex justify-between gap-2">
                    <dt>{PRICING_COPY.wealthPotential}</dt>
                    <dd className="font-bold">{plan.wealthPotential.monthly}</dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt>{PRICING_COPY.clientCapacity}</dt>
                    <dd className="font-bold">{plan.wealthPotential.clientCapacity}</dd>
                  </div>
                  <div>
                    <dt className="sr-only">{PRICING_COPY.calculation}</dt>
                    <dd className="text-xs">{plan.wealthPotential.calculation}</dd>
                  </div>
                </dl>
              }
              action={
                <Button className="w-full" variant={plan.popular ? 'primary' : 'secondary'} onClick={() => startCheckout(plan.planId, period)}>
                  {plan.cta}
                </Button>
              }
            />
          );
        })}
      </div>
    </div>
  );
}
