/**
 * The ROI calculator of the pricing page and the landing's ROI value section (spec sections 5 and
 * 9). One place, pure, so both screens and the tests agree on every figure.
 */

import { centsToDollars, PLANS } from '../catalog/plans';

/** What a creator is told one sold video and one retained client bring in per month. */
export const ROI_RATES = { perVideo: 150, perClient: 500 } as const;

type SliderRange = { min: number; max: number; step: number; default: number };

const cheapestPlan = centsToDollars(PLANS.pro.prices.monthlyCents);
const dearestPlan = centsToDollars(PLANS.enterprise.prices.monthlyCents);

/** Slider bounds and defaults of the calculator (spec section 5): the investment spans the monthly plan prices. */
export const ROI_SLIDERS = {
  investment: { min: cheapestPlan, max: dearestPlan, step: 1, default: cheapestPlan },
  videos: { min: 5, max: 30, step: 1, default: 15 },
  clients: { min: 0, max: 10, step: 1, default: 2 },
} as const satisfies Record<string, SliderRange>;

export type RoiInput = { investment: number; videos: number; clients: number };

export type RoiResult = {
  revenue: number;
  profit: number;
  /** Revenue divided by the monthly investment, to one decimal (41.1 means "41.1x"). */
  multiple: number;
  annualProfit: number;
  breakEvenVideos: number;
  breakEvenClients: number;
};

export const monthlyRevenue = ({ videos, clients }: Pick<RoiInput, 'videos' | 'clients'>): number =>
  videos * ROI_RATES.perVideo + clients * ROI_RATES.perClient;

export const roundToOneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Every figure the calculator shows for one position of its three sliders. */
export function calculateRoi(input: RoiInput): RoiResult {
  const revenue = monthlyRevenue(input);
  const profit = revenue - input.investment;
  return {
    revenue,
    profit,
    multiple: input.investment > 0 ? roundToOneDecimal(revenue / input.investment) : 0,
    annualProfit: profit * 12,
    // Rounded up: even the cheapest plan over $150 a video still needs one whole sold video to cover the plan.
    breakEvenVideos: Math.ceil(input.investment / ROI_RATES.perVideo),
    breakEvenClients: Math.ceil(input.investment / ROI_RATES.perClient),
  };
}

/** The saving the annual toggle advertises: (monthly price − annual price per month) × 12. */
export const annualSaving = (monthlyPrice: number, annualMonthlyPrice: number): number => (monthlyPrice - annualMonthlyPrice) * 12;

/** Keeps a slider value inside its range and on its step (for values typed or restored). */
export function clampToSlider(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.default;
  const stepped = Math.round((value - range.min) / range.step) * range.step + range.min;
  return Math.min(range.max, Math.max(range.min, stepped));
}
