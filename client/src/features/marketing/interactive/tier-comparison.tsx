import { TIERS, TIERS_COPY } from '@/content/interactive-sections';
import { MarketingSection } from '../components/marketing-section';
import { PlanCard } from '../sections/plan-card';

/** Pro, Business and Enterprise side by side; Business flagged MOST POPULAR. */
export default function TierComparison() {
  return (
    <MarketingSection id="tier-comparison" heading={TIERS_COPY.heading} tone="muted">
      <div className="grid gap-8 md:grid-cols-3">
        {TIERS.map((tier) => (
          <PlanCard
            key={tier.name}
            title={tier.name}
            description={tier.roiLabel}
            popularLabel={tier.popular ? TIERS_COPY.popular : undefined}
            features={tier.features}
            price={
              <p className="flex items-baseline gap-1">
                <span className="text-4xl font-extrabold text-ink">${tier.price}</span>
                <span className="text-sm text-ink-muted">{tier.period}</span>
              </p>
            }
            extra={
              <dl className="mt-4 grid gap-1 text-sm">
                <div className="flex justify-between">
                  <dt className="text-ink-muted">{TIERS_COPY.capacity}</dt>
                  <dd className="font-semibold text-ink">{tier.clientCapacity}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-ink-muted">{TIERS_COPY.potential}</dt>
                  <dd className="font-semibold text-ink">{tier.revenuePotential}</dd>
                </div>
              </dl>
            }
            action={null}
          />
        ))}
      </div>
    </MarketingSection>
  );
}
