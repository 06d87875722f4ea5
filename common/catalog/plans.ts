// The product's plans (clarifications, "Plans, prices, credits"), keyed by canonical id. Every
// price, credit amount, seat count and unlock is typed here once: the landing, the pricing page,
// the studio and the server's rules read these objects, and copy words the numbers without
// re-typing them. Money is in cents, credits are whole credits.

import { videoLengthFor } from './video-lengths';

export const PLAN_IDS = ['free', 'trial', 'pro', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans a visitor can buy, in the order every price table shows them. */
export const PAID_PLAN_IDS = ['pro', 'business', 'enterprise'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/**
 * What a plan gives (what the plan copy promises, and what a plan gate will check). Every account,
 * free included, renders in all the styles: the studio offers all 13, only the anonymous demo five.
 */
export const PLAN_FEATURE_IDS = [
  'all-visual-styles',
  'commercial-license',
  'clean-exports',
  'priority-rendering',
  'api-access',
  'dedicated-onboarding',
  // issue 17 (insights, docs/decisions/024): paid plans only
  'thumbnails',
  'performance',
] as const;
export type PlanFeatureId = (typeof PLAN_FEATURE_IDS)[number];

/** One video of the default length (15 seconds) costs this many credits, whatever the plan. */
export const RENDER_COST_CREDITS = 5;

/**
 * What one studio video costs, shown before it is rendered and charged by the server (issue 16,
 * docs/decisions/026; lengths: issue 27, docs/decisions/062): the price of its length in the
 * lengths catalogue (15 s: RENDER_COST_CREDITS, 30 s: 10, 45 s: 15, 60 s: 20), the same with or
 * without a voice-over and captions. The embedded voice costs the installation nothing to run, and
 * a voice that needs more time makes the video longer only up to the length it was priced at.
 */
export function renderCostCredits(options: { durationSeconds: number; voice?: boolean; captions?: boolean }): number {
  return videoLengthFor(options.durationSeconds).credits;
}

/** The pricing page's annual billing: this much off the monthly price ("Save 20%"). */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export type PlanPrices = {
  monthlyCents: number;
  /** The landing's annual price, per year. */
  landingAnnualCents: number;
  /** The pricing page's annual price, per month billed annually. */
  pricingAnnualMonthlyCents: number;
};

export type PlanSeats = number | 'unlimited';

export type PlanEntry = {
  id: PlanId;
  /** The landing calls pro, business and enterprise Student, Professional and Institution. */
  names: { landing: string; pricing: string };
  /** Null for the plans nobody buys. */
  prices: PlanPrices | null;
  /** Granted once when the account is created. */
  signupCredits: number;
  monthlyCredits: number;
  /** Free: granted at sign-up; paid: granted with the first subscription. */
  welcomeBonus: number;
  seats: PlanSeats;
  /** Renders carry the visible watermark (burned in and on the player). */
  watermark: boolean;
  features: readonly PlanFeatureId[];
};

export const PLANS = {
  free: {
    id: 'free',
    names: { landing: 'Free', pricing: 'Free' },
    prices: null,
    signupCredits: 40,
    monthlyCredits: 0,
    welcomeBonus: 100,
    seats: 1,
    watermark: true,
    features: ['all-visual-styles'],
  },
  // Billing's decision (docs/decisions/018-billing.md): nobody is sold or moved to `trial`. A trial
  // is a subscription status (Stripe's `trialing`), entitled to the plan being tried; this id stays
  // for accounts an operator set by hand, watermarked and without credits.
  trial: {
    id: 'trial',
    names: { landing: 'Trial', pricing: 'Trial' },
    prices: null,
    signupCredits: 0,
    monthlyCredits: 0,
    welcomeBonus: 0,
    seats: 1,
    watermark: true,
    features: ['all-visual-styles'],
  },
  pro: {
    id: 'pro',
    names: { landing: 'Student', pricing: 'Pro' },
    prices: { monthlyCents: 79_00, landingAnnualCents: 790_00, pricingAnnualMonthlyCents: 63_00 },
    signupCredits: 0,
    monthlyCredits: 500,
    welcomeBonus: 100,
    seats: 1,
    watermark: false,
    features: ['all-visual-styles', 'commercial-license', 'clean-exports', 'thumbnails', 'performance'],
  },
  business: {
    id: 'business',
    names: { landing: 'Professional', pricing: 'Business' },
    prices: { monthlyCents: 179_00, landingAnnualCents: 1790_00, pricingAnnualMonthlyCents: 143_00 },
    signupCredits: 0,
    monthlyCredits: 1500,
    welcomeBonus: 300,
    seats: 5,
    watermark: false,
    features: ['all-visual-styles', 'commercial-license', 'clean-exports', 'priority-rendering', 'thumbnails', 'performance'],
  },
  enterprise: {
    id: 'enterprise',
    names: { landing: 'Institution', pricing: 'Enterprise' },
    prices: { monthlyCents: 299_00, landingAnnualCents: 2990_00, pricingAnnualMonthlyCents: 239_00 },
    signupCredits: 0,
    monthlyCredits: 3000,
    welcomeBonus: 500,
    seats: 'unlimited',
    watermark: false,
    features: [
      'all-visual-styles',
      'commercial-license',
      'clean-exports',
      'priority-rendering',
      'api-access',
      'dedicated-onboarding',
      'thumbnails',
      'performance',
    ],
  },
} as const satisfies Record<PlanId, PlanEntry>;

/** What a new free account starts with: its sign-up credits plus its welcome bonus (140). */
export const FREE_SIGNUP_TOTAL_CREDITS = PLANS.free.signupCredits + PLANS.free.welcomeBonus;

/** How many videos an amount of credits renders (500 credits: 100 videos). */
export const videosForCredits = (credits: number): number => Math.floor(credits / RENDER_COST_CREDITS);

/** Whole dollars of a price in cents, as the price tables show them. */
export const centsToDollars = (cents: number): number => cents / 100;
