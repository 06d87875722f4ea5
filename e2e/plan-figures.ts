import { ACHIEVEMENTS } from '../common/catalog/achievements';
import { DEMO_LIMITS } from '../common/contracts/video';
import { FREE_SIGNUP_TOTAL_CREDITS, PAID_PLAN_IDS, PLANS, RENDER_COST_CREDITS, centsToDollars, videosForCredits } from '../common/catalog/plans';
import { ROI_RATES } from '../common/rules/roi';

// The figures the plans catalogue gives (docs/decisions/051), and a reader of rendered copy that
// lists every video, credit, seat and price figure a page states that is not one of them.

const paid = PAID_PLAN_IDS.map((id) => PLANS[id]);
// achievements' credit rewards are catalogue figures too (the landing's achievement preview shows them)
const planCredits: number[] = [
  ...ACHIEVEMENTS.map((a) => a.creditsReward),
  ...paid.map((p) => p.monthlyCredits),
  ...paid.map((p) => p.welcomeBonus),
  PLANS.free.signupCredits,
  PLANS.free.welcomeBonus,
  FREE_SIGNUP_TOTAL_CREDITS,
  RENDER_COST_CREDITS,
];
const planVideos: number[] = [
  ...paid.map((p) => videosForCredits(p.monthlyCredits)),
  videosForCredits(FREE_SIGNUP_TOTAL_CREDITS),
  DEMO_LIMITS.videosPerVisitor,
  1,
];
const planSeats: number[] = paid.flatMap((p): number[] => (typeof p.seats === 'number' ? [p.seats] : []));
const planPrices = paid.flatMap((p) => {
  const monthly = centsToDollars(p.prices.monthlyCents);
  const annualMonthly = centsToDollars(p.prices.pricingAnnualMonthlyCents);
  return [monthly, annualMonthly, annualMonthly * 12, (monthly - annualMonthly) * 12, centsToDollars(p.prices.landingAnnualCents)];
});
// the cheapest plan's price of one video (the landing's cost comparison)
planPrices.push(Number((centsToDollars(PLANS.pro.prices.monthlyCents) / videosForCredits(PLANS.pro.monthlyCredits)).toFixed(2)));

export type Figure = { kind: 'videos' | 'credits' | 'seats' | 'price'; value: number; text: string };

/** Promotional figures that are not about a plan, each with why (clarifications, "Marketing figures"). */
export const PROMOTIONAL: ReadonlyArray<{ kind: Figure['kind']; value: number; why: string }> = [
  { kind: 'price', value: ROI_RATES.perVideo, why: 'what a sold video is assumed to bring (ROI calculator rate)' },
  { kind: 'price', value: ROI_RATES.perClient, why: 'what a retainer client is assumed to bring (ROI calculator rate)' },
  { kind: 'videos', value: 5, why: "the credit-back guarantee's condition: generate 5 videos and use them in paid campaigns" },
  { kind: 'price', value: 12_000, why: "the creator toolkit's claimed yearly value, and the revenue race's manual cap (spec 9)" },
];

const number = (raw: string) => Number(raw.replace(/,/g, ''));

/** Every figure about videos, credits, seats or a price in a text. */
export function figuresIn(text: string): Figure[] {
  const found: Figure[] = [];
  const add = (kind: Figure['kind'], re: RegExp) => {
    for (const m of text.matchAll(re)) found.push({ kind, value: number(m[1]!), text: m[0] });
  };
  add('videos', /(?<![\d.,$])(\d[\d,]*)\+?\s+(?:HD\s+|free\s+|demo\s+|free demo\s+)?videos?\b/gi);
  add('credits', /(?<![\d.,$])(\d[\d,]*)\+?[\s-]+(?:free\s+|welcome bonus\s+|bonus\s+)?credits?\b/gi);
  add('seats', /(?<![\d.,$])(\d[\d,]*)\+?\s+seats?\b/gi);
  // the lookahead also stops a shorter match inside a longer figure: "$1" of "$15K", "$3" of "$3.16"
  add('price', /\$(\d[\d,]*(?:\.\d+)?)(?!\d|[.,]\d|\s*[KkMm]\b)/g);
  return found;
}

/** Figures a plan-facing page must not state: neither in the catalogue nor a listed promotional figure. */
export function strayFigures(text: string): Figure[] {
  const allowed: Record<Figure['kind'], Set<number>> = {
    videos: new Set(planVideos),
    credits: new Set(planCredits),
    seats: new Set(planSeats),
    price: new Set(planPrices),
  };
  for (const p of PROMOTIONAL) allowed[p.kind].add(p.value);
  return figuresIn(text).filter((f) => !allowed[f.kind].has(f.value) && !(f.kind === 'price' && isPlanRevenue(f.value)));
}

/** Plan videos sold at the calculator's rates plus any whole number of clients: the wealth figures' form. */
function isPlanRevenue(value: number): boolean {
  if (value < ROI_RATES.perVideo * 10) return false;
  return paid.some((p) => {
    const rest = value - videosForCredits(p.monthlyCredits) * ROI_RATES.perVideo;
    return rest >= 0 && rest % ROI_RATES.perClient === 0;
  });
}
