import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { PRICING_SECTION_COPY } from '@/content/landing-copy';
import { LANDING_PLANS } from '@/content/plans';
import { MarketingSection } from '../components/marketing-section';
import { useCheckoutIntent } from '../hooks/use-checkout-intent';
import { PlanCard } from './plan-card';

/** The landing's plans (Student, Professional, Institution): monthly and yearly prices, learning benefits. */
export function LandingPricing() {
  const startCheckout = useCheckoutIntent();
  return (
    <MarketingSection id="pricing" heading={PRICING_SECTION_COPY.heading} tone="muted">
      <div className="grid gap-8 md:grid-cols-3">
        {LANDING_PLANS.map((plan) => (
          <PlanCard
            key={plan.name}
            title={plan.displayName}
            description={plan.description}
            popularLabel={plan.popular ? PRICING_SECTION_COPY.popular : undefined}
            urgencyTag={plan.urgencyTag}
            features={plan.features}
            price={
              <div>
                <p className="flex items-baseline gap-1">
                  <span className="text-4xl font-extrabold text-ink">${plan.price}</span>
                  <span className="text-sm text-ink-muted">{PRICING_SECTION_COPY.perMonth}</span>
                </p>
                <p className="text-sm text-ink-muted">
                  or ${plan.annualPrice.toLocaleString('en-US')}
                  {PRICING_SECTION_COPY.perYear}
                </p>
                <p className="mt-2 text-sm font-semibold text-primary-strong">
                  {PRICING_SECTION_COPY.learning(plan.learningBenefits.modules, plan.learningBenefits.hours)} · {plan.learningBenefits.certificates}
                </p>
              </div>
            }
            action={
              <Button className="w-full" variant={plan.popular ? 'primary' : 'secondary'} onClick={() => startCheckout(plan.name)}>
                {plan.cta}
              </Button>
            }
          />
        ))}
      </div>
      <p className="mt-8 text-center">
        <Link href="/pricing" className="font-semibold text-primary underline underline-offset-2">
          {PRICING_SECTION_COPY.seeFullPricing}
        </Link>
      </p>
    </MarketingSection>
  );
}
