import { BRAND } from '@/content/brand';
import {
  BENEFITS_COPY,
  COST_COMPARISON,
  FEATURES_COPY,
  JOURNEY_COPY,
  SECTION_HEADINGS,
  SOCIAL_PROOF,
  TESTIMONIALS,
  TRUST_BADGES,
} from '@/content/landing-copy';
import { LandingNav } from '../components/landing-nav';
import { LazySection } from '../components/lazy-section';
import { MarketingLayout } from '../components/marketing-layout';
import { MarketingSection } from '../components/marketing-section';
import { ActivityTicker } from '../interactive/activity-ticker';
import { BadgeRow } from '../sections/badge-row';
import { ComparisonTable } from '../sections/comparison-table';
import { DemoSection } from '../sections/demo-section';
import { FeatureGrid } from '../sections/feature-grid';
import { FinalCta } from '../sections/final-cta';
import { FreeDemoBlock } from '../sections/free-demo-block';
import { LandingHero } from '../sections/landing-hero';
import { LandingPricing } from '../sections/landing-pricing';
import { QuoteCards } from '../sections/quote-cards';
import { ShowcaseGallery } from '../sections/showcase-gallery';
import { StatGrid } from '../sections/stat-grid';
import { UrgencyBanner } from '../sections/urgency-banner';
import * as chunks from './interactive-chunks';

// Below-the-fold interactive sections, in page order, each loaded as it nears the viewport.
const LAZY_SECTIONS = [
  ['ROI value', chunks.RoiValueSection],
  ['Wealth timeline', chunks.WealthTimeline],
  ['Tier comparison', chunks.TierComparison],
  ['Tool unlock', chunks.ToolUnlockGrid],
  ['Achievement preview', chunks.AchievementPreview],
  ['Roadmap', chunks.InteractiveRoadmap],
  ['Revenue race', chunks.RevenueRace],
  ['Path chooser', chunks.PathChooser],
  ['Virality', chunks.ViralityDiagram],
  ['Styles zoom', chunks.StylesZoom],
  ['Wealth slider', chunks.WealthSlider],
  ['Tone dial', chunks.ToneDial],
  ['Workflow race', chunks.WorkflowRace],
  ['Curriculum', chunks.CurriculumGrid],
  ['Agency testimonials', chunks.FitAndProof],
  ['Revenue roadmap', chunks.GrowthPlan],
] as const;

/** /landing-full: the whole marketing landing of the spec's "Landing page at /". */
export default function LandingFullPage() {
  return (
    <MarketingLayout title={`${BRAND.name} · ${BRAND.tagline}`} nav={<LandingNav />} banner={<UrgencyBanner />} onLanding>
      <LandingHero />
      <ActivityTicker />
      <MarketingSection heading={SECTION_HEADINGS.benefits} className="py-12 sm:py-14">
        <FeatureGrid items={BENEFITS_COPY} />
        <div className="mt-8">
          <StatGrid stats={SOCIAL_PROOF} />
        </div>
      </MarketingSection>
      <DemoSection />
      <MarketingSection id="free-tier" heading={JOURNEY_COPY.heading} intro={JOURNEY_COPY.intro} tone="muted">
        <FeatureGrid items={JOURNEY_COPY.steps} columns={4} numbered />
        <div className="mt-10">
          <BadgeRow label={SECTION_HEADINGS.trustBadges} badges={TRUST_BADGES} />
        </div>
      </MarketingSection>
      <MarketingSection id="cost-comparison" heading={COST_COMPARISON.heading}>
        <ComparisonTable caption={COST_COMPARISON.heading} columns={COST_COMPARISON.columns} rows={COST_COMPARISON.rows} />
      </MarketingSection>
      <ShowcaseGallery />
      <FreeDemoBlock />
      <LandingPricing />
      <MarketingSection id="features" heading={FEATURES_COPY.heading}>
        <FeatureGrid items={FEATURES_COPY.items} />
      </MarketingSection>
      <MarketingSection heading={SECTION_HEADINGS.testimonials} tone="muted">
        <QuoteCards quotes={TESTIMONIALS} />
      </MarketingSection>
      {LAZY_SECTIONS.map(([label, component]) => (
        <LazySection key={label} label={label} component={component} />
      ))}
      <FinalCta />
    </MarketingLayout>
  );
}
