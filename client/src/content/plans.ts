// Plan shapes of spec section 3 with the prices of section 9 and the clarifications ("Plans,
// prices, credits"). Landing names are display names of the canonical plans pro/business/enterprise.

export type PaidPlanId = 'pro' | 'business' | 'enterprise';

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
  wealthPotential: { monthly: string; clientCapacity: string; calculation: string };
  features: readonly string[];
  cta: string;
  popular: boolean;
  urgencyTag?: string;
};

export const LANDING_PLANS: readonly LandingPlan[] = [
  {
    name: 'pro',
    displayName: 'Student',
    price: 79,
    annualPrice: 790,
    description: 'Learn the craft and make your first client-ready ads.',
    learningBenefits: { modules: 7, certificates: 'Module certificates', hours: 71 },
    features: ['500 credits a month (100 videos)', '100 welcome bonus credits', 'All 13 visual styles', 'Commercial license', '1 seat'],
    cta: 'Start as Student',
    popular: false,
  },
  {
    name: 'business',
    displayName: 'Professional',
    price: 179,
    annualPrice: 1790,
    description: 'Serve clients every week with room to grow.',
    learningBenefits: { modules: 7, certificates: 'Verifiable certificates', hours: 71 },
    features: ['1,500 credits a month (300 videos)', '300 welcome bonus credits', 'Unbranded exports', 'Priority rendering', '5 seats'],
    cta: 'Go Professional',
    popular: true,
    urgencyTag: 'Only 17 Business slots left',
  },
  {
    name: 'enterprise',
    displayName: 'Institution',
    price: 299,
    annualPrice: 2990,
    description: 'Run a studio or a classroom at full scale.',
    learningBenefits: { modules: 7, certificates: 'Team certificates', hours: 71 },
    features: ['3,000+ credits a month (600+ videos)', '500 welcome bonus credits', 'API access', 'Unlimited seats', 'Dedicated onboarding'],
    cta: 'Choose Institution',
    popular: false,
    urgencyTag: 'Only 9 Enterprise slots left',
  },
];

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: 'Pro',
    displayName: 'Pro',
    planId: 'pro',
    price: 79,
    annualPrice: 63,
    description: 'For solo creators landing their first paying clients.',
    wealthPotential: { monthly: '$5,056', clientCapacity: '5 clients', calculation: '25 HD videos × $150 + 3 clients × $500 = 64x ROI' },
    features: ['25 HD videos a month', '500 credits a month', '100 welcome bonus credits', 'All 13 visual styles', 'Commercial license', '1 seat', '64x ROI'],
    cta: 'Start with Pro',
    popular: false,
  },
  {
    name: 'Business',
    displayName: 'Business',
    planId: 'business',
    price: 179,
    annualPrice: 143,
    description: 'For agencies delivering ads to clients every week.',
    wealthPotential: { monthly: '$20,048', clientCapacity: '25 clients', calculation: '100 videos × $150 + 10 clients × $500 = 112x ROI' },
    features: ['100 videos a month', '1,500 credits a month', '300 welcome bonus credits', 'Unbranded exports', 'Priority rendering', '5 seats', '112x ROI'],
    cta: 'Start with Business',
    popular: true,
    urgencyTag: 'Only 17 Business slots left',
  },
  {
    name: 'Enterprise',
    displayName: 'Enterprise',
    planId: 'enterprise',
    price: 299,
    annualPrice: 239,
    description: 'For studios and media brands producing at volume.',
    wealthPotential: { monthly: '$75,049', clientCapacity: 'Unlimited clients', calculation: 'Unlimited videos + API access = 251x ROI' },
    features: ['Unlimited videos', 'API access', '3,000+ credits a month', '500 welcome bonus credits', 'Unlimited seats', 'Dedicated onboarding', '251x ROI'],
    cta: 'Start with Enterprise',
    popular: false,
    urgencyTag: 'Only 9 Enterprise slots left',
  },
];

export type BillingPeriod = 'monthly' | 'annual';
