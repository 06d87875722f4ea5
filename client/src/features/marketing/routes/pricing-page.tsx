import { BRAND } from '@/content/brand';
import { CASE_STUDIES_COPY, PRICING_COPY, ROI_CALCULATOR_COPY, SECURITY_COPY } from '@/content/pricing-copy';
import { MarketingLayout } from '../components/marketing-layout';
import { MarketingSection } from '../components/marketing-section';
import { PricingNav } from '../components/pricing-nav';
import { CaseStudies } from '../sections/case-studies';
import { CountdownBadge } from '../sections/countdown-badge';
import { FeatureGrid } from '../sections/feature-grid';
import { GuaranteeBlock } from '../sections/guarantee-block';
import { PricingPlans } from '../sections/pricing-plans';
import { RoiCalculator } from '../sections/roi-calculator';

/** /pricing: plans with the billing toggle, ROI calculator, guarantee, case studies, security, countdown. */
export default function PricingPage() {
  return (
    <MarketingLayout title={`Pricing · ${BRAND.name}`} nav={<PricingNav />}>
      <section aria-labelledby="pricing-heading" className="px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
        <div className="mx-auto grid max-w-6xl gap-6 text-center">
          <div className="flex justify-center">
            <CountdownBadge />
          </div>
          <h1 id="pricing-heading" className="text-display font-extrabold text-ink">
            {PRICING_COPY.headline}
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-ink-muted">{PRICING_COPY.subheadline}</p>
          <div className="mt-6 text-left">
            <PricingPlans />
          </div>
        </div>
      </section>
      <MarketingSection id="roi-calculator" heading={ROI_CALCULATOR_COPY.heading} tone="muted">
        <RoiCalculator />
      </MarketingSection>
      <div className="px-4 py-16 sm:px-6">
        <GuaranteeBlock />
      </div>
      <MarketingSection id="case-studies" heading={CASE_STUDIES_COPY.heading} tone="muted">
        <CaseStudies />
      </MarketingSection>
      <MarketingSection id="security" heading={SECURITY_COPY.heading}>
        <FeatureGrid items={SECURITY_COPY.items} columns={4} />
      </MarketingSection>
    </MarketingLayout>
  );
}
