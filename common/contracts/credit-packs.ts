import { z } from 'zod';
import { CHECKOUT_STATUSES, PAYMENT_PROVIDERS } from './billing';
import { CREDIT_PACK_IDS } from '../catalog/credit-packs';

/** POST /api/billing/credit-packs/purchases: only the pack; the server prices it from the catalogue. */
export const startPackPurchaseSchema = z.strictObject({ packId: z.enum(CREDIT_PACK_IDS) });

export const packPurchaseSchema = z.object({
  id: z.uuid(),
  packId: z.enum(CREDIT_PACK_IDS),
  name: z.string(),
  credits: z.number().int().positive(),
  amountCents: z.number().int().positive(),
  status: z.enum(CHECKOUT_STATUSES),
  failureMessage: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe: where to send the browser; test mode: null (the card form is on our page). */
  redirectUrl: z.string().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type PackPurchase = z.infer<typeof packPurchaseSchema>;
