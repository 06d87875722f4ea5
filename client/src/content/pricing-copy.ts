// Copy of /pricing (spec "Pricing page /pricing"); plans themselves are in plans.ts.
import { CURRICULUM_MODULE_IDS } from '@common/catalog/curriculum';
import { ANNUAL_DISCOUNT_PERCENT } from '@common/catalog/plans';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';

export const PRICING_COPY = {
  headline: 'Pick the plan that pays for itself',
  subheadline: `Every plan includes monthly credits, all ${VISUAL_STYLE_IDS.length} visual styles and the ${CURRICULUM_MODULE_IDS.length} core modules.`,
  monthly: 'Monthly',
  annual: 'Annual',
  save: `Save ${ANNUAL_DISCOUNT_PERCENT}%`,
  billingLabel: 'Billing period',
  perMonth: '/month',
  billedAnnually: 'per month, billed annually',
  yearlySaving: (amount: number) => `You save $${amount.toLocaleString('en-US')} a year`,
  popular: 'MOST POPULAR',
  wealthPotential: 'Wealth potential',
  clientCapacity: 'Client capacity',
  calculation: 'How it adds up',
  countdownLabel: 'Launch pricing ends in',
  countdownEnded: 'Launch pricing has ended',
} as const;

export const ROI_CALCULATOR_COPY = {
  heading: 'Calculate your return',
  investment: 'Monthly investment',
  videos: 'Videos sold per month',
  clients: 'Retainer clients',
  scenariosLabel: 'Scenarios',
  revenue: 'Monthly revenue',
  profit: 'Monthly profit',
  multiple: 'Return multiple',
  annual: 'Annual profit',
  breakEven: (videos: number, clients: number) =>
    `Break even with ${videos} ${videos === 1 ? 'video' : 'videos'} or ${clients} ${clients === 1 ? 'client' : 'clients'} a month`,
  assumptions: 'Assumes $150 per video sold and $500 per retainer client a month. Promotional estimate, not a promise.',
} as const;

/** The three preset positions of the calculator's videos and clients sliders. */
export const ROI_SCENARIOS = [
  { id: 'conservative', label: 'Conservative', videos: 5, clients: 0 },
  { id: 'realistic', label: 'Realistic', videos: 15, clients: 2 },
  { id: 'ambitious', label: 'Ambitious', videos: 30, clients: 10 },
] as const;

export const GUARANTEE_BLOCK_COPY = {
  heading: '30-day credit-back guarantee',
  text: 'Generate 5 videos and use them in paid campaigns. If they have not paid for your plan within 30 days, we refund every credit you bought, or your money in full.',
  note: 'New subscribers can also cancel within 7 days for a full refund, no questions asked.',
} as const;

export const CASE_STUDIES_COPY = {
  /** The spec shows the first six of GET /api/case-studies. */
  shown: 6,
  heading: 'Results from real campaigns',
  loading: 'Loading case studies…',
  empty: 'Case studies are on their way. Check back soon.',
  error: 'Case studies could not be loaded right now.',
  revenue: 'Revenue',
  videos: (count: number) => `${count} videos`,
  challenge: 'Challenge',
} as const;

export const SECURITY_COPY = {
  heading: 'Security and trust',
  items: [
    { title: 'Payments you can trust', text: 'Card details go straight to the payment provider; Reelwright never sees or stores them.' },
    { title: 'Private by default', text: 'Your projects are private until you share a link. Sessions use secure, HttpOnly cookies.' },
    { title: 'Self-hostable', text: 'Run Reelwright on your own server and keep every file and record under your control.' },
    { title: 'Your data, your call', text: 'Export or delete your data at any time; see the privacy policy.' },
  ],
} as const;
