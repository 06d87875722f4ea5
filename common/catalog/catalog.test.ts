import { CREDIT_RULES } from '../contracts/credits';
import { userSchema } from '../contracts/auth';
import { scriptRequestSchema } from '../contracts/script';
import { demoGenerateRequestSchema, videoDetailsResponseSchema } from '../contracts/video';
import { protectedRoutes } from '../routes';
import { annualSaving, ROI_SLIDERS } from '../rules/roi';
import { showsWatermark } from '../rules/watermark';
import { ASPECT_RATIO_IDS, ASPECT_RATIOS } from './aspect-ratios';
import { CURRICULUM_MODULE_IDS, CURRICULUM_MODULE_LIST, CURRICULUM_MODULES, CURRICULUM_TOTAL_HOURS } from './curriculum';
import {
  ANNUAL_DISCOUNT_PERCENT,
  centsToDollars,
  FREE_SIGNUP_TOTAL_CREDITS,
  PAID_PLAN_IDS,
  PLAN_IDS,
  PLANS,
  RENDER_COST_CREDITS,
  videosForCredits,
} from './plans';
import { TONE_IDS, TONES } from './tones';
import { DEMO_STYLE_IDS, VISUAL_STYLE_IDS, VISUAL_STYLES } from './visual-styles';

// The figures below are the clarifications' ("Names and routes", "Plans, prices, credits"), typed
// again on purpose: the catalogue must keep saying what the product promised.

describe('every catalogue is keyed by its entries’ ids', () => {
  it.each([
    ['plans', PLANS],
    ['visual styles', VISUAL_STYLES],
    ['tones', TONES],
    ['aspect ratios', ASPECT_RATIOS],
    ['curriculum', CURRICULUM_MODULES],
  ] as const)('%s', (_name, catalogue) => {
    for (const [key, entry] of Object.entries(catalogue)) expect(entry.id).toBe(key);
  });

  it('lists the plans in the canonical order, paid plans last', () => {
    expect(Object.keys(PLANS)).toEqual([...PLAN_IDS]);
    expect(PLAN_IDS).toEqual(['free', 'trial', 'pro', 'business', 'enterprise']);
    expect(PLAN_IDS.slice(-PAID_PLAN_IDS.length)).toEqual([...PAID_PLAN_IDS]);
  });
});

describe('visual styles', () => {
  it('are the 13 of the clarifications, in their order, the demo offering the first five', () => {
    expect(VISUAL_STYLE_IDS).toEqual([
      'pixar',
      'cinematic',
      'photorealistic',
      'anime',
      'watercolor',
      'claymation',
      'comic-book',
      'neon-cyberpunk',
      'vintage-film',
      'minimalist',
      'paper-cutout',
      'retro-synthwave',
      'noir',
    ]);
    expect(DEMO_STYLE_IDS).toEqual(VISUAL_STYLE_IDS.slice(0, 5));
  });

  it('have one distinct name and icon each', () => {
    const styles = Object.values(VISUAL_STYLES);
    expect(new Set(styles.map((s) => s.name)).size).toBe(styles.length);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(styles.length);
  });
});

describe('tones and aspect ratios', () => {
  it('are the four tones and three ratios the studio offers', () => {
    expect(TONE_IDS).toEqual(['rational', 'curious', 'awed', 'hilarious']);
    expect(ASPECT_RATIO_IDS).toEqual(['9:16', '4:5', '1:1', '16:9']);
  });

  it('name each ratio by its own terms', () => {
    for (const ratio of Object.values(ASPECT_RATIOS)) expect(ratio.id).toBe(`${ratio.width}:${ratio.height}`);
  });
});

describe('plans and prices', () => {
  const dollars = (id: (typeof PAID_PLAN_IDS)[number]) => {
    const { monthlyCents, landingAnnualCents, pricingAnnualMonthlyCents } = PLANS[id].prices;
    return {
      monthly: centsToDollars(monthlyCents),
      landingAnnual: centsToDollars(landingAnnualCents),
      pricingAnnual: centsToDollars(pricingAnnualMonthlyCents),
    };
  };

  it('price the paid plans as both pages show them', () => {
    expect(PAID_PLAN_IDS.map(dollars)).toEqual([
      { monthly: 79, landingAnnual: 790, pricingAnnual: 63 },
      { monthly: 179, landingAnnual: 1790, pricingAnnual: 143 },
      { monthly: 299, landingAnnual: 2990, pricingAnnual: 239 },
    ]);
    expect(PLANS.free.prices).toBeNull();
    expect(PLANS.trial.prices).toBeNull();
  });

  it('give the landing’s names to the paid plans', () => {
    expect(PAID_PLAN_IDS.map((id) => PLANS[id].names.landing)).toEqual(['Student', 'Professional', 'Institution']);
    expect(PAID_PLAN_IDS.map((id) => PLANS[id].names.pricing)).toEqual(['Pro', 'Business', 'Enterprise']);
  });

  it.each(PAID_PLAN_IDS)('%s: the pricing page’s annual price is the monthly price less the advertised discount, in whole dollars', (id) => {
    const { monthly, pricingAnnual } = dollars(id);
    expect(pricingAnnual).toBe(Math.floor((monthly * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100));
  });

  it.each(PAID_PLAN_IDS)('%s: the displayed saving is (monthly − annual) × 12 and rounds to the "Save 20%" badge', (id) => {
    const { monthly, pricingAnnual } = dollars(id);
    const saving = annualSaving(monthly, pricingAnnual);
    expect(saving).toBe((monthly - pricingAnnual) * 12);
    expect(Math.round((saving / (monthly * 12)) * 100)).toBe(ANNUAL_DISCOUNT_PERCENT);
  });

  it.each(PAID_PLAN_IDS)('%s: the landing’s annual price is ten months, between the pricing page’s annual year and twelve months', (id) => {
    // The two pages disagree by design (790 a year against 12 × 63 = 756); both stay below monthly billing.
    const { monthly, landingAnnual, pricingAnnual } = dollars(id);
    expect(landingAnnual).toBe(monthly * 10);
    expect(pricingAnnual * 12).toBeLessThan(landingAnnual);
    expect(landingAnnual).toBeLessThan(monthly * 12);
  });

  it('keeps the ROI calculator’s investment slider between the cheapest and the dearest monthly price', () => {
    const monthlyPrices = PAID_PLAN_IDS.map((id) => dollars(id).monthly);
    expect(ROI_SLIDERS.investment.min).toBe(Math.min(...monthlyPrices));
    expect(ROI_SLIDERS.investment.max).toBe(Math.max(...monthlyPrices));
  });
});

describe('credits, seats and unlocks', () => {
  it('cost 5 credits a video and give a new free account 40 + 100 (140, 28 videos)', () => {
    expect(RENDER_COST_CREDITS).toBe(5);
    expect([PLANS.free.signupCredits, PLANS.free.welcomeBonus, FREE_SIGNUP_TOTAL_CREDITS]).toEqual([40, 100, 140]);
    expect(videosForCredits(FREE_SIGNUP_TOTAL_CREDITS)).toBe(28);
    expect(CREDIT_RULES).toEqual({ renderCost: RENDER_COST_CREDITS, signupBase: 40, signupBonus: 100 });
  });

  it('give the paid plans their monthly credits, videos, welcome bonus and seats', () => {
    expect(PAID_PLAN_IDS.map((id) => PLANS[id].monthlyCredits)).toEqual([500, 1500, 3000]);
    expect(PAID_PLAN_IDS.map((id) => videosForCredits(PLANS[id].monthlyCredits))).toEqual([100, 300, 600]);
    expect(PAID_PLAN_IDS.map((id) => PLANS[id].welcomeBonus)).toEqual([100, 300, 500]);
    expect(PAID_PLAN_IDS.map((id) => PLANS[id].seats)).toEqual([1, 5, 'unlimited']);
  });

  it.each(PLAN_IDS)('%s: credit amounts buy whole videos', (id) => {
    const { signupCredits, monthlyCredits, welcomeBonus } = PLANS[id];
    for (const credits of [signupCredits, monthlyCredits, welcomeBonus]) expect(credits % RENDER_COST_CREDITS).toBe(0);
  });

  it.each(PLAN_IDS)('%s: watermarked exactly when the plan does not unlock clean exports', (id) => {
    const plan: { watermark: boolean; features: readonly string[] } = PLANS[id];
    expect(plan.watermark).toBe(!plan.features.includes('clean-exports'));
    expect(showsWatermark(id)).toBe(plan.watermark);
    expect(showsWatermark(id.toUpperCase())).toBe(plan.watermark);
  });

  it('watermarks free and trial renders only', () => {
    expect(PLAN_IDS.filter((id) => PLANS[id].watermark)).toEqual(['free', 'trial']);
    expect(showsWatermark(null)).toBe(true);
    expect(showsWatermark('constructor')).toBe(false);
  });

  it.each(PLAN_IDS)('%s: renders in every visual style (the studio offers all 13 to every account)', (id) => {
    const features: readonly string[] = PLANS[id].features;
    expect(features).toContain('all-visual-styles');
  });

  it('unlock at least what the plan below unlocks', () => {
    for (let i = 1; i < PAID_PLAN_IDS.length; i++) {
      const lower: readonly string[] = PLANS[PAID_PLAN_IDS[i - 1]!].features;
      const higher: readonly string[] = PLANS[PAID_PLAN_IDS[i]!].features;
      expect(higher).toEqual(expect.arrayContaining([...lower]));
    }
  });
});

describe('curriculum', () => {
  // hours follow the content (ADR 045; content.test.ts recomputes them from the lesson files)
  it('has the seven modules, numbered in order, every one available, 13 hours in all', () => {
    expect(CURRICULUM_MODULE_LIST.map((m) => [m.number, m.title, m.route, m.hours, m.difficulty])).toEqual([
      [1, 'Creative Intelligence', '/cosmic-engine', 2, 'Beginner'],
      [2, 'Cosmic Entertainment', '/cosmic-entertainment', 2, 'Intermediate'],
      [3, 'Skit Studio', '/skit-studio', 2, 'Intermediate'],
      [4, 'Temporal Engine', '/temporal-engine', 2, 'Advanced'],
      [5, 'Omni-Topical', '/omni-topical', 1, 'Intermediate'],
      [6, 'Neuro-Motivation', '/neuro-motivation', 2, 'Expert'],
      [7, 'Creative Council', '/creative-council', 2, 'Advanced'],
    ]);
    expect(CURRICULUM_TOTAL_HOURS).toBe(13);
    expect(CURRICULUM_MODULE_LIST.filter((m) => m.status === 'available').map((m) => m.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('routes every module to a studio screen the router knows', () => {
    for (const id of CURRICULUM_MODULE_IDS) expect(protectedRoutes).toContain(CURRICULUM_MODULES[id].route);
  });
});

describe('the contracts take their enums from the catalogue', () => {
  it('accept exactly the catalogue’s ids', () => {
    expect(userSchema.shape.plan.options).toEqual([...PLAN_IDS]);
    expect(videoDetailsResponseSchema.shape.visualStyle.options).toEqual([...VISUAL_STYLE_IDS]);
    expect(videoDetailsResponseSchema.shape.aspectRatio.options).toEqual([...ASPECT_RATIO_IDS]);
    expect(demoGenerateRequestSchema.shape.visualStyle.options).toEqual([...DEMO_STYLE_IDS]);
    expect(scriptRequestSchema.shape.tone.options).toEqual([...TONE_IDS]);
  });
});
