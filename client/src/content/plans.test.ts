import { PAID_PLAN_IDS, PLAN_FEATURE_IDS, PLANS } from '@common/catalog/plans';
import { TIERS } from './interactive-sections';
import { CREDIT_PLAN_FACTS } from './studio-copy';
import { LANDING_PLANS, PLAN_FEATURE_COPY, PRICING_PLANS } from './plans';

// The plan copy words the catalogue; these checks fail when a card promises what its plan lacks.
describe('plan copy', () => {
  it('shows the paid plans in the catalogue’s order on both pages', () => {
    expect(LANDING_PLANS.map((p) => p.name)).toEqual([...PAID_PLAN_IDS]);
    expect(PRICING_PLANS.map((p) => p.planId)).toEqual([...PAID_PLAN_IDS]);
  });

  it.each([...LANDING_PLANS.map((p) => [p.name, p.features] as const), ...PRICING_PLANS.map((p) => [p.planId, p.features] as const)])(
    '%s: lists only unlocks its plan has',
    (id, features) => {
      const unlocks: readonly string[] = PLANS[id].features;
      for (const feature of PLAN_FEATURE_IDS) if (features.includes(PLAN_FEATURE_COPY[feature])) expect(unlocks).toContain(feature);
    },
  );

  it('words the numbers the clarifications give', () => {
    expect(LANDING_PLANS.map((p) => [p.displayName, p.price, p.annualPrice, p.learningBenefits.modules, p.learningBenefits.hours])).toEqual([
      // the curriculum's hours are the content's (ADR 045), no longer the seed's 71
      ['Student', 79, 790, 7, 13],
      ['Professional', 179, 1790, 7, 13],
      ['Institution', 299, 2990, 7, 13],
    ]);
    expect(PRICING_PLANS.map((p) => [p.displayName, p.price, p.annualPrice])).toEqual([
      ['Pro', 79, 63],
      ['Business', 179, 143],
      ['Enterprise', 299, 239],
    ]);
    expect(LANDING_PLANS[0]!.features).toEqual(['500 credits a month (100 videos)', '100 welcome bonus credits', 'All 13 visual styles', 'Commercial license', '1 seat']);
    // docs/decisions/051: Enterprise's videos are counted like every plan's; "unlimited" is its seats
    expect(PRICING_PLANS[2]!.features).toEqual(['600 videos a month', '3,000 credits a month', '500 welcome bonus credits', 'API access', 'Unlimited seats', 'Dedicated onboarding', '351.2x ROI']);
    expect(PRICING_PLANS.map((p) => p.wealthPotential)).toEqual([
      { monthly: '$16,500', clientCapacity: '5 clients', calculation: '100 videos × $150 + 3 clients × $500 = 208.9x ROI', roiLabel: '208.9x ROI' },
      { monthly: '$50,000', clientCapacity: '25 clients', calculation: '300 videos × $150 + 10 clients × $500 = 279.3x ROI', roiLabel: '279.3x ROI' },
      { monthly: '$105,000', clientCapacity: '100 clients', calculation: '600 videos × $150 + 30 clients × $500 = 351.2x ROI', roiLabel: '351.2x ROI' },
    ]);
    expect(TIERS.map((t) => t.features[0])).toEqual(['100 videos a month', '300 videos a month', '600 videos a month']);
    expect(CREDIT_PLAN_FACTS).toEqual({
      pro: '500 credits a month (100 videos)',
      business: '1,500 credits a month (300 videos)',
      enterprise: '3,000 credits a month (600 videos)',
    });
  });
});
