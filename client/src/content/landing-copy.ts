// Copy of the marketing landing (spec "Landing page at /"), served at /landing-full and, shortened,
// at /landing. Button texts quoted by the spec are word for word. Prices, credits, style and
// module counts and names come from the catalogue (common/catalog).
import { CURRICULUM_MODULE_IDS } from '@common/catalog/curriculum';
import { DEMO_LIMITS } from '@common/contracts/video';
import { centsToDollars, FREE_SIGNUP_TOTAL_CREDITS, PLANS, RENDER_COST_CREDITS, videosForCredits } from '@common/catalog/plans';
import { TONES } from '@common/catalog/tones';
import { VISUAL_STYLE_IDS, VISUAL_STYLES } from '@common/catalog/visual-styles';

const styleCount = VISUAL_STYLE_IDS.length;
const moduleCount = CURRICULUM_MODULE_IDS.length;
/** The cheapest plan's price of one video: its monthly price over the videos its credits make. */
const cheapestVideo = (centsToDollars(PLANS.pro.prices.monthlyCents) / videosForCredits(PLANS.pro.monthlyCredits)).toFixed(2);

export const SUPPORT_EMAIL = 'support@reelwright.app';

export const NAV_COPY = {
  label: 'Main',
  pricing: 'Pricing',
  features: 'Features',
  help: 'Help',
  faq: 'FAQ',
  contactSupport: 'Contact support',
  securityAndTrust: 'Security and trust',
  login: 'Login',
  tryFree: 'Try Free Video',
  goToDashboard: 'Go to Dashboard',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  backToHome: 'Back to Home',
  getStarted: 'Get Started',
} as const;

export const HERO_COPY = {
  eyebrow: 'AI video for creators, marketers and agencies',
  headline: 'Viral, ad-ready video in about a minute',
  subheadline:
    'Describe your product in a sentence. Reelwright writes the script, picks the shots and renders a short ad you can post today, or sell to a client tomorrow.',
  primary: 'Get Your Free Guide',
  primarySignedIn: 'Go to Dashboard',
  explore: 'Explore Curriculum',
  proof: 'Trusted by 2,847 creators · 98.3% satisfaction',
} as const;

export const DEMO_COPY = {
  heading: 'Watch a sentence become an ad',
  recipeTitle: 'The recipe',
  recipe: [
    { label: 'Prompt', value: 'A cozy coffee shop opening at sunrise, steam rising from a fresh latte' },
    { label: 'Style', value: VISUAL_STYLES.cinematic.name },
    { label: 'Tone', value: TONES.awed.label },
    { label: 'Length', value: '15 seconds, 9:16' },
  ],
  fallbackTitle: 'Preview Coming Soon',
  fallbackText: 'Video processing in progress',
} as const;

export const JOURNEY_COPY = {
  heading: 'What the free tier gives you',
  intro: `${FREE_SIGNUP_TOTAL_CREDITS} free credits on sign-up: ${PLANS.free.signupCredits} base + ${PLANS.free.welcomeBonus} bonus, enough for ${videosForCredits(FREE_SIGNUP_TOTAL_CREDITS)} generations.`,
  steps: [
    { title: 'Sign up free', text: `No card needed. ${FREE_SIGNUP_TOTAL_CREDITS} credits land in your account.` },
    { title: 'Describe your product', text: `One sentence is enough; pick one of ${styleCount} visual styles.` },
    { title: 'Render in about a minute', text: 'Free videos carry a small watermark.' },
    { title: 'Upgrade when you sell', text: 'Paid plans export clean files with a commercial license.' },
  ],
} as const;

export const TRUST_BADGES = ['Secure checkout', 'Cancel anytime', '30-day credit-back guarantee', 'Your data stays yours'] as const;

/** Cost comparison: agency, freelancer, the product. */
export const COST_COMPARISON = {
  heading: 'What one ad costs you',
  columns: ['', 'Agency', 'Freelancer', 'Reelwright'],
  rows: [
    ['Price per video', '$2,000–$5,000', '$300–$800', `from $${cheapestVideo}`],
    ['Turnaround', '2–4 weeks', '3–7 days', 'About a minute'],
    ['Revisions', 'Billed extra', '1–2 rounds', 'Unlimited'],
    ['Styles', 'House style', 'One or two', `${styleCount} visual styles`],
  ],
} as const;

export const SHOWCASE_COPY = {
  heading: 'Made with Reelwright',
  startCreating: 'Start Creating Free',
  items: [
    { title: 'Sunrise Latte', style: VISUAL_STYLES.cinematic.name },
    { title: 'Sneaker Drop', style: VISUAL_STYLES['neon-cyberpunk'].name },
    { title: 'Bakery Morning', style: VISUAL_STYLES.pixar.name },
    { title: 'Yoga Retreat', style: VISUAL_STYLES.watercolor.name },
  ],
} as const;

export const FREE_DEMO_COPY = {
  heading: `Try ${DEMO_LIMITS.videosPerVisitor} free demo videos`,
  text: `No account needed: describe a product, pick a style and watch it render. The demo is limited to ${DEMO_LIMITS.videosPerVisitor} videos.`,
  tryDemo: 'Try Free Video',
  signUp: 'Sign Up to Save Your Videos',
  sampleHeading: 'Sample gallery',
  generatorLabel: 'Free demo generator',
  samples: [
    { prompt: 'A cat astronaut sipping coffee on the moon', style: VISUAL_STYLES.pixar.name, seconds: 5 },
    { prompt: 'Rain on a neon street, a courier on a bike', style: VISUAL_STYLES['neon-cyberpunk'].name, seconds: 6 },
    { prompt: 'Fresh lemons tumbling into a glass of water', style: VISUAL_STYLES.photorealistic.name, seconds: 5 },
  ],
} as const;

export const FEATURES_COPY = {
  heading: 'Everything you need to make and sell ads',
  items: [
    { title: 'Text to video', text: 'Describe it; get an ad-ready short in about a minute.' },
    { title: `${styleCount} visual styles`, text: `From ${VISUAL_STYLES.pixar.name} to ${VISUAL_STYLES.noir.name}, switch looks with one click.` },
    { title: 'Scripts and hooks', text: 'Proven frameworks in four tones, written for you.' },
    { title: 'Guided learning', text: `${moduleCount} core modules with verifiable certificates.` },
    { title: 'Achievements and streaks', text: 'Stay motivated with points, levels and leaderboards.' },
    { title: 'Commercial license', text: 'Paid plans export clean files you can sell.' },
  ],
} as const;

export const BENEFITS_COPY = [
  { title: 'Faster', text: 'An ad in about a minute instead of a week.' },
  { title: 'Cheaper', text: 'Less than a coffee per video on a paid plan.' },
  { title: 'Sellable', text: 'Clients pay $150 and more for a short ad.' },
] as const;

export const SOCIAL_PROOF = [
  { value: '2,847', label: 'creators' },
  { value: '98.3%', label: 'satisfaction' },
  { value: String(styleCount), label: 'visual styles' },
  { value: String(moduleCount), label: 'core modules' },
] as const;

export const TESTIMONIALS = [
  { quote: 'I made my first client ad the evening I signed up and sold it the next morning.', name: 'Dana K.', role: 'Freelance creator' },
  { quote: 'The curriculum took me from "what is a hook" to a portfolio my clients actually buy from.', name: 'Marcus O.', role: 'Social media manager' },
] as const;

export const ROI_VALUE_COPY = {
  heading: 'The value, in numbers',
  stats: [
    { value: '$150', label: 'typical price of one short ad' },
    { value: '$500', label: 'typical monthly retainer per client' },
    { value: `${RENDER_COST_CREDITS} credits`, label: 'per video' },
    { value: '~1 min', label: 'per render' },
  ],
  simpleMathTitle: 'Simple Math',
  simpleMath: `Sell one video at $150 and the ${PLANS.pro.names.pricing} plan has paid for itself twice.`,
  startTrial: 'Start Free Trial',
} as const;

export const GUARANTEE_COPY = {
  guaranteeBadge: '30-day credit-back guarantee',
  cancelBadge: 'Cancel anytime',
  riskFree:
    'Risk-free: generate 5 videos and use them in paid campaigns. If they do not pay off within 30 days, ask for a full refund.',
} as const;

export const CHECKLIST_COPY = {
  heading: 'Is Reelwright for you?',
  items: [
    'I want to post video ads without hiring an agency',
    'I want to sell short videos to local businesses',
    'I want to learn a skill clients pay for',
    'I have 30 minutes a day to practise',
  ],
  result: (checked: number) => (checked >= 3 ? 'You are a great fit. Start free today.' : `${checked} of 4 checked`),
} as const;

export type AgencyTestimonial = {
  companyName: string;
  logo: string;
  role: string;
  personName: string;
  websiteUrl?: string;
  linkedInUrl?: string;
  testimonial: string;
  results: readonly { metric: string; value: string }[];
};
export const AGENCY_TESTIMONIALS_HEADING = 'Agencies that switched';
export const AGENCY_TESTIMONIALS: readonly AgencyTestimonial[] = [
  {
    companyName: 'Northwind Social',
    logo: 'NS',
    role: 'Founder',
    personName: 'Elena Park',
    testimonial: 'We replaced a two-week storyboard cycle with same-day drafts. Clients see options before the call ends.',
    results: [
      { metric: 'Turnaround', value: '2 weeks → 1 day' },
      { metric: 'Clients', value: '+9' },
    ],
  },
  {
    companyName: 'Brightline Media',
    logo: 'BM',
    role: 'Creative Director',
    personName: 'Samir Haddad',
    testimonial: 'Our retainer clients now get four ad variants a week instead of one. Retention went up with it.',
    results: [
      { metric: 'Variants per week', value: '4x' },
      { metric: 'Retention', value: '+22%' },
    ],
  },
];

/** A roadmap stage's plan and what that plan renders, from the catalogue (docs/decisions/051). */
type RoadmapPlan = 'free' | 'pro' | 'business';
const ROADMAP_PLAN_LINE: Record<RoadmapPlan, string> = {
  free: `Free: ${videosForCredits(FREE_SIGNUP_TOTAL_CREDITS)} videos`,
  pro: `${PLANS.pro.names.pricing}: ${videosForCredits(PLANS.pro.monthlyCredits).toLocaleString('en-US')} videos a month`,
  business: `${PLANS.business.names.pricing}: ${videosForCredits(PLANS.business.monthlyCredits).toLocaleString('en-US')} videos a month`,
};
// The spec's stages stated "20–200 videos" beside the revenue, numbers no plan gives; each stage now
// names the plan it runs on and that plan's own videos. The revenue is a sample creator's earnings,
// illustrative copy marked as stating no plan figure where it is shown.
export type RoadmapStep = { day: number; revenue: number; clients: number; plan: string; action: string; description: string };
export const REVENUE_ROADMAP_HEADING = 'Six-month revenue roadmap';
const roadmapStep = (day: number, revenue: number, clients: number, plan: RoadmapPlan, action: string, description: string): RoadmapStep => ({
  day,
  revenue,
  clients,
  plan: ROADMAP_PLAN_LINE[plan],
  action,
  description,
});
export const REVENUE_ROADMAP: readonly RoadmapStep[] = [
  roadmapStep(1, 0, 0, 'free', 'Learn', 'Finish module 1 and make five sample ads.'),
  roadmapStep(30, 1500, 2, 'pro', 'Pitch', 'Offer samples to local businesses.'),
  roadmapStep(60, 4000, 5, 'pro', 'Retain', 'Turn one-off ads into retainers.'),
  roadmapStep(90, 7500, 9, 'business', 'Package', 'Sell bundles of ads per month.'),
  roadmapStep(120, 11000, 13, 'business', 'Delegate', 'Bring in an editor for reviews.'),
  roadmapStep(180, 18000, 20, 'business', 'Scale', 'Run a small agency on the Business plan.'),
];

export const CAPACITY_COPY = {
  heading: 'Manual versus AI capacity',
  columns: ['', 'Manual', 'With Reelwright'],
  rows: [
    ['Videos per week', '3–5', '50+'],
    ['Clients you can serve', '2–3', '20+'],
    ['Hours per video', '6–10', 'Minutes'],
  ],
} as const;

export const WORKFLOW_INFOGRAPHIC = {
  heading: 'From need to revenue',
  steps: ['Client need', 'AI creates', 'Revenue'],
  title: 'Workflow: a client need, the AI creates the ad, revenue follows',
} as const;

export const CURRICULUM_CTA = { exploreModule1: 'Explore Module 1', getStartedFree: 'Get Started Free' } as const;

export const PRICING_SECTION_COPY = {
  heading: 'Simple plans that pay for themselves',
  perMonth: '/month',
  perYear: '/year',
  popular: 'MOST POPULAR',
  learning: (modules: number, hours: number) => `${modules} modules · ${hours} hours`,
  seeFullPricing: 'See full pricing',
} as const;

export const FINAL_CTA_COPY = {
  heading: 'Your first ad is a sentence away',
  text: 'Join 2,847 creators making ad-ready video with Reelwright.',
  primary: 'Get Your Free Guide',
} as const;

export const FOOTER_COPY = {
  label: 'Footer',
  features: 'Features',
  pricing: 'Pricing',
  howToUse: 'How to use',
  create: 'Create a video',
  dashboard: 'Dashboard',
  privacy: 'Privacy',
  terms: 'Terms',
  tagline: 'Ad-ready video from a sentence. Self-hostable.',
} as const;

/** Lines of the activity ticker's heading and the showcase player fallback. */
export const TICKER_COPY = { label: 'Live activity' } as const;

export const SECTION_HEADINGS = {
  benefits: 'Why creators switch',
  testimonials: 'What creators say',
  trustBadges: 'Trust badges',
} as const;
