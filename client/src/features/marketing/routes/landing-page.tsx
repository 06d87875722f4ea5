import { BRAND } from '@/content/brand';
import { FEATURES_COPY } from '@/content/landing-copy';
import { LandingNav } from '../components/landing-nav';
import { MarketingLayout } from '../components/marketing-layout';
import { MarketingSection } from '../components/marketing-section';
import { DemoSection } from '../sections/demo-section';
import { FeatureGrid } from '../sections/feature-grid';
import { FinalCta } from '../sections/final-cta';
import { LandingHero } from '../sections/landing-hero';
import { LandingPricing } from '../sections/landing-pricing';

/** /landing: the short variant (hero, demo, pricing, features, final call to action); both calls to action go to /opt-in. */
export default function LandingPage() {
  return (
    <MarketingLayout title={`${BRAND.name} · ${BRAND.tagline}`} nav={<LandingNav />} onLanding>
      <LandingHero href="/opt-in" />
      <DemoSection />
      <LandingPricing />
      <MarketingSection id="features" heading={FEATURES_COPY.heading}>
        <FeatureGrid items={FEATURES_COPY.items} />
      </MarketingSection>
      <FinalCta href="/opt-in" />
    </MarketingLayout>
  );
}
