// One-time credit packs (issue 31): for any signed-in account, on any plan, whenever its credits run
// out. Sizes and prices are typed here once; the subscription page, the paywall and the server's
// prices read them. A pack costs more per credit than the plan that grants as many each month, so
// a plan stays the better buy for regular use (Pro: 500 credits for $79; the 500 pack: $89).

import { videosForCredits } from './plans';

export const CREDIT_PACK_IDS = ['pack-100', 'pack-500', 'pack-1500'] as const;
export type CreditPackId = (typeof CREDIT_PACK_IDS)[number];

export type CreditPack = { id: CreditPackId; name: string; credits: number; priceCents: number };

export const CREDIT_PACKS = {
  'pack-100': { id: 'pack-100', name: '100 credits', credits: 100, priceCents: 19_00 },
  'pack-500': { id: 'pack-500', name: '500 credits', credits: 500, priceCents: 89_00 },
  'pack-1500': { id: 'pack-1500', name: '1,500 credits', credits: 1500, priceCents: 249_00 },
} as const satisfies Record<CreditPackId, CreditPack>;

/** The videos a pack renders, for its card ("20 videos"). */
export const packVideos = (id: CreditPackId): number => videosForCredits(CREDIT_PACKS[id].credits);
