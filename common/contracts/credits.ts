import { z } from 'zod';
import { PLANS, RENDER_COST_CREDITS } from '../catalog/plans';

/** The ledger's amounts, read from the plans catalogue: what a video costs, what a new free account gets. */
export const CREDIT_RULES = {
  renderCost: RENDER_COST_CREDITS,
  signupBase: PLANS.free.signupCredits,
  signupBonus: PLANS.free.welcomeBonus,
} as const;

/**
 * A caller's key for one attempt at a paid or ledger-changing call, kept across its retries: the
 * same key returns the first result instead of moving credits twice.
 */
export const idempotencyKeySchema = z.string().trim().min(8).max(100);

export const LEDGER_KINDS = ['grant', 'spend', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** GET /api/credits */
export const creditBalanceSchema = z.object({
  balance: z.number().int().nonnegative(),
  renderCost: z.number().int().positive(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  reason: z.string(),
  renderJobId: z.string().nullable(),
  /** The team member who made the move, when it was not the pool's owner. */
  actorName: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/credits/ledger?before=ID: newest first, 50 a page. */
export const ledgerQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ledgerResponseSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** The body of a 402 INSUFFICIENT_CREDITS: what the render costs and what the user has. */
export const insufficientCreditsSchema = z.object({
  code: z.literal('INSUFFICIENT_CREDITS'),
  message: z.string(),
  cost: z.number().int(),
  balance: z.number().int(),
});

export function notEnoughCreditsMessage(cost: number, balance: number): string {
  return `This video costs ${cost} credits and you have ${balance}. Upgrade your plan to keep creating.`;
}
