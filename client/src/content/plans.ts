// Plan shapes of spec section 3 with the prices of section 9 and the clarifications ("Plans,
// prices, credits"). Every number and name comes from the plans catalogue (common/catalog); this
// file holds only the promotional wording around them.
import { CURRICULUM_MODULE_IDS, CURRICULUM_TOTAL_HOURS } from '@common/catalog/curriculum';
import {
  centsToDollars,
  PLANS,
  videosForCredits,
  type PaidPlanId,
  type PlanFeatureId,
  type PlanSeats,
} from '@common/catalog/plans';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import { calculateRoi, ROI_RATES } from '@common/rules/roi';

export type { PaidPlanId };

/** "Plan, landing": monthly price, and the annual price per year. */
export type LandingPlan = {
  name: PaidPlanId;
  displayName: string;
  price: number;
  annualPrice: number;
  description: string;
  learningBenefits: { modules: number; certificates: string; hours: number };
  features: readonly string[];
  cta: string;
  popular: boolean;
  urgencyTag?: string;
};

/** "Plan, pricing page": monthly price, and the annual price per month. */
export type PricingPlan = {
  name: string;
  displayName: string;
  planId: PaidPlanId;
  price: number;
  annualPrice: number;
  description: string;
  wealthPotential: { monthly: string; clientCapacity: string; calculation: string; roiLabel: string };
  features: readonly string[];
  cta: string;
  popular: boolean;
  urgencyTag?: string;
};

/** How the plan copy words each unlock of the catalogue. */
export const PLAN_FEATURE_COPY: Record<PlanFeatureId, string> = {
  'all-visual-styles': `All ${VISUAL_STYLE_IDS.length} visual styles`,
  'commercial-license': 'Commercial license',
  'clean-exports': 'Unbranded exports',
  'priority-rendering': 'Priority rendering',
  'api-access': 'API access',
  'dedicated-onboarding': 'Dedicated onboarding',
  thumbnails: 'Thumbnail maker',
  performance: 'Video performance and A/B comparisons',
};

/** "1,500": credit amounts as the copy writes them. */
const formatCount = (count: number): string => count.toLocaleString('en-US');

/** "1 seat", "5 seats", "Unlimited seats". */
export const seatsLabel = (seats: PlanSeats): string => (seats === 'unlimited' ? 'Unlimited seats' : `${seats} ${seats === 1 ? 'seat' : 'seats'}`);

/** "100 videos a month": what a plan's monthly credits render (docs/decisions/051: every video is counted, Enterprise's too). */
export const monthlyVideosLine = (id: PaidPlanId): string => `${formatCount(videosForCredits(PLANS[id].monthlyCredits))} videos a month`;

/** "500 credits a month (100 videos)". */
export const monthlyCreditsLine = (id: PaidPlanId): string =>
  `${formatCount(PLANS[id].monthlyCredits)} credits a month (${formatCount(videosForCredits(PLANS[id].monthlyCredits))} videos)`;
/** "1,500 credits a month". */
const monthlyCreditsShort = (id: PaidPlanId): string => `${formatCount(PLANS[id].monthlyCredits)} credits a month`;
const welcomeBonusLine = (id: PaidPlanId): string => `${PLANS[id].welcomeBonus} welcome bonus credits`;

/**
 * Promotional client counts (clarifications, "Marketing figures"): how many retainer clients the
 * wealth figures assume, and how many a plan is pitched as able to serve. Everything else in the
 * wealth figures is computed: the plan's own videos, sold at the ROI calculator's rates.
 */
const CLIENT_ASSUMPTIONS: Record<PaidPlanId, { retained: number; capacity: number }> = {
  pro: { retained: 3, capacity: 5 },
  business: { retained: 10, capacity: 25 },
  enterprise: { retained: 30, capacity: 100 },
};

/** What the plan's monthly videos and its assumed clients bring in at the ROI calculator's rates, against its monthly price. */
export function planPotential(id: PaidPlanId) {
  const videos = videosForCredits(PLANS[id].monthlyCredits);
  const { retained, capacity } = CLIENT_ASSUMPTIONS[id];
  const roi = calculateRoi({ investment: centsToDollars(PLANS[id].prices.monthlyCents), videos, clients: retained });
  return {
    monthly: `$${formatCount(roi.revenue)}`,
    clientCapacity: `${capacity} clients`,
    calculation: `${formatCount(videos)} videos × $${ROI_RATES.perVideo} + ${retained} clients × $${ROI_RATES.perClient} = ${roi.multiple}x ROI`,
    roiLabel: `${roi.multiple}x ROI`,
  };
}

const learningBenefits = (certificates: string) => ({ modules: CURRICULUM_MODULE_IDS.length, certificates, hours: CURRICULUM_TOTAL_HOURS });
const landingPrices = (id: PaidPlanId) => ({ price: centsToDollars(PLANS[id].prices.monthlyCents), annualPrice: centsToDollars(PLANS[id].prices.landingAnnualCents) });
const pricingPrices = (id: PaidPlanId) => ({ price: centsToDollars(PLANS[id].prices.monthlyCents), annualPrice: centsToDollars(PLANS[id].prices.pricingAnnualMonthlyCents) });

export const LANDING_PLANS: readonly LandingPlan[] = [
  {
    name: 'pro',
    displayName: PLANS.pro.names.landing,
    ...landingPrices('pro'),
    description: 'Learn the craft and make your first client-ready ads.',
    learningBenefits: learningBenefits('Module certificates'),
    features: [monthlyCreditsLine('pro'), welcomeBonusLine('pro'), PLAN_FEATURE_COPY['all-visual-styles'], PLAN_FEATURE_COPY['commercial-license'], seatsLabel(PLANS.pro.seats)],
    cta: 'Start as Student',
    popular: false,
  },
  {
    name: 'business',
    displayName: PLANS.business.names.landing,
    ...landingPrices('business'),
    description: 'Serve clients every week with room to grow.',
    learningBenefits: learningBenefits('Verifiable certificates'),
    features: [monthlyCreditsLine('business'), welcomeBonusLine('business'), PLAN_FEATURE_COPY['clean-exports'], PLAN_FEATURE_COPY['priority-rendering'], seatsLabel(PLANS.business.seats)],
    cta: 'Go Professional',
    popular: true,
    urgencyTag: `Only 17 ${PLANS.business.names.pricing} slots left`,
  },
  {
    name: 'enterprise',
    displayName: PLANS.enterprise.names.landing,
    ...landingPrices('enterprise'),
    description: 'Run a studio or a classroom at full scale.',
    learningBenefits: learningBenefits('Team certificates'),
    features: [monthlyCreditsLine('enterprise'), welcomeBonusLine('enterprise'), PLAN_FEATURE_COPY['api-access'], seatsLabel(PLANS.enterprise.seats), PLAN_FEATURE_COPY['dedicated-onboarding']],
    cta: 'Choose Institution',
    popular: false,
    urgencyTag: `Only 9 ${PLANS.enterprise.names.pricing} slots left`,
  },
];

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: PLANS.pro.names.pricing,
    displayName: PLANS.pro.names.pricing,
    planId: 'pro',
    ...pricingPrices('pro'),
    description: 'For solo creators landing their first paying clients.',
    wealthPotential: planPotential('pro'),
    features: [monthlyVideosLine('pro'), monthlyCreditsShort('pro'), welcomeBonusLine('pro'), PLAN_FEATURE_COPY['all-visual-styles'], PLAN_FEATURE_COPY['commercial-license'], seatsLabel(PLANS.pro.seats), planPotential('pro').roiLabel],
    cta: 'Start with Pro',
    popular: false,
  },
  {
    name: PLANS.business.names.pricing,
    displayName: PLANS.business.names.pricing,
    planId: 'business',
    ...pricingPrices('business'),
    description: 'For agencies delivering ads to clients every week.',
    wealthPotential: planPotential('business'),
    features: [monthlyVideosLine('business'), monthlyCreditsShort('business'), welcomeBonusLine('business'), PLAN_FEATURE_COPY['clean-exports'], PLAN_FEATURE_COPY['priority-rendering'], seatsLabel(PLANS.business.seats), planPotential('business').roiLabel],
    cta: 'Start with Business',
    popular: true,
    urgencyTag: `Only 17 ${PLANS.business.names.pricing} slots left`,
  },
  {
    name: PLANS.enterprise.names.pricing,
    displayName: PLANS.enterprise.names.pricing,
    planId: 'enterprise',
    ...pricingPrices('enterprise'),
    description: 'For studios and media brands producing at volume.',
    wealthPotential: planPotential('enterprise'),
    features: [monthlyVideosLine('enterprise'), monthlyCreditsShort('enterprise'), welcomeBonusLine('enterprise'), PLAN_FEATURE_COPY['api-access'], seatsLabel(PLANS.enterprise.seats), PLAN_FEATURE_COPY['dedicated-onboarding'], planPotential('enterprise').roiLabel],
    cta: 'Start with Enterprise',
    popular: false,
    urgencyTag: `Only 9 ${PLANS.enterprise.names.pricing} slots left`,
  },
];

export type BillingPeriod = 'monthly' | 'annual';
