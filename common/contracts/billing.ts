import { z } from 'zod';
import { idempotencyKeySchema } from './credits';
import { PAID_PLAN_IDS, PLAN_FEATURE_IDS, PLAN_IDS, PLANS, type PaidPlanId, type PlanFeatureId } from '../catalog/plans';

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const CHECKOUT_STATUSES = ['open', 'processing', 'succeeded', 'declined', 'canceled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const INVOICE_STATUSES = ['paid', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const MEMBER_STATUSES = ['pending', 'active', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const REFUND_KINDS = ['cancel-within-7-days', 'credit-back'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
export const REFUND_STATUSES = ['requested', 'refunded', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** A past_due subscription keeps its plan this long after the failed payment. */
export const PAST_DUE_GRACE_DAYS = 7;

/** What a period costs, from the catalogue: the pricing page's prices (annual: its per-month price × 12). */
export function periodPriceCents(plan: PaidPlanId, period: BillingPeriod): number {
  const prices = PLANS[plan].prices;
  return period === 'monthly' ? prices.monthlyCents : prices.pricingAnnualMonthlyCents * 12;
}

/** The pricing page's displayed annual saving: (monthly − annual per month) × 12, in cents. */
export function annualSavingCents(plan: PaidPlanId): number {
  const prices = PLANS[plan].prices;
  return (prices.monthlyCents - prices.pricingAnnualMonthlyCents) * 12;
}

export const paidPlanSchema = z.enum(PAID_PLAN_IDS);
export const billingPeriodSchema = z.enum(BILLING_PERIODS);

/** POST /api/billing/checkouts: only a plan and a period; the server prices it. Unknown fields are refused. */
export const startCheckoutSchema = z.strictObject({ plan: paidPlanSchema, period: billingPeriodSchema.default('monthly') });

export const checkoutSchema = z.object({
  id: z.uuid(),
  plan: paidPlanSchema,
  planName: z.string(),
  period: billingPeriodSchema,
  amountCents: z.number().int().positive(),
  annualSavingCents: z.number().int().nonnegative(),
  monthlyCredits: z.number().int(),
  welcomeBonus: z.number().int(),
  /** Zero when the account already had its one paid welcome bonus. */
  welcomeBonusDue: z.number().int(),
  seats: z.union([z.number().int(), z.literal('unlimited')]),
  status: z.enum(CHECKOUT_STATUSES),
  failureMessage: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe: where to send the browser; test mode: null (the card form is on the checkout page). */
  redirectUrl: z.string().nullable(),
  creditsGranted: z.number().int(),
  completedAt: z.iso.datetime().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** POST /api/billing/checkouts/:id/pay (test mode only): the card form. */
export const testCardSchema = z.strictObject({
  cardNumber: z.string().trim().min(12, 'Enter the card number').max(23),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Use MM / YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit code'),
  name: z.string().trim().min(1, 'Enter the name on the card').max(120),
});
export type TestCard = z.infer<typeof testCardSchema>;

export const idParamSchema = z.object({ id: z.uuid() });

export const RECEIPT_KINDS = ['subscription', 'credit-pack', 'refund'] as const;

/** The invoice list: plan invoices, credit-pack receipts and refunds (negative amounts), newest first. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(RECEIPT_KINDS),
  description: z.string(),
  plan: paidPlanSchema.nullable(),
  period: billingPeriodSchema.nullable(),
  amountCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});

export const entitlementsSchema = z.object({
  plan: z.enum(PLAN_IDS),
  features: z.array(z.enum(PLAN_FEATURE_IDS)),
  watermark: z.boolean(),
  seats: z.union([z.number().int(), z.literal('unlimited')]),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** GET /api/billing/subscription */
export const subscriptionViewSchema = z.object({
  entitlements: entitlementsSchema,
  /** True when the user's plan comes from a team they are a member of (not the owner). */
  isTeamMember: z.boolean(),
  subscription: z
    .object({
      id: z.uuid(),
      plan: paidPlanSchema,
      planName: z.string(),
      period: billingPeriodSchema,
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodEnd: z.iso.datetime(),
      cancelAtPeriodEnd: z.boolean(),
      pendingPlan: paidPlanSchema.nullable(),
      graceUntil: z.iso.datetime().nullable(),
      provider: z.enum(PAYMENT_PROVIDERS),
      creditsGrantedThisPeriod: z.number().int(),
    })
    .nullable(),
  balance: z.number().int(),
  invoices: z.array(invoiceSchema),
  /** The 7-day cancel-with-refund, while it is offered (ADR 049): what comes back and which credits go. */
  refundOffer: z
    .object({
      invoiceId: z.uuid(),
      amountCents: z.number().int(),
      until: z.iso.datetime(),
      creditsGranted: z.number().int(),
      creditsWithdrawn: z.number().int(),
      creditsKept: z.number().int(),
    })
    .nullable(),
  /** The 30-day credit-back guarantee: open until `until`, and the request already made, if any. */
  creditBack: z
    .object({ until: z.iso.datetime(), request: z.object({ status: z.enum(REFUND_STATUSES), requestedAt: z.iso.datetime() }).nullable() })
    .nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** Refunds (ADR 049). */
export const REFUND_WINDOW_DAYS = 7;
export const CREDIT_BACK_WINDOW_DAYS = 30;
export const creditBackRequestSchema = z.strictObject({
  reason: z.string().trim().min(20, 'Tell us which campaigns ran and what they returned (20 characters or more)').max(2000),
});
export const adminRefundSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(REFUND_STATUSES),
  ownerEmail: z.string(),
  plan: paidPlanSchema,
  amountCents: z.number().int(),
  reason: z.string().nullable(),
  videosRendered: z.number().int(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export const adminRefundsSchema = z.object({ refunds: z.array(adminRefundSchema) });
/** An admin's decision on a credit-back request; a decline may say why (kept on its audit row). */
export const decideCreditBackSchema = z.strictObject({ decision: z.enum(['approve', 'reject']), note: z.string().trim().max(500).optional() });

/** POST /api/billing/subscription/change: upgrade (now) or downgrade (at period end). */
export const changePlanSchema = z.strictObject({ plan: paidPlanSchema });

export const portalResponseSchema = z.object({ url: z.string() });

/** GET /api/billing/last-purchase: the signed-in buyer's own last purchase, or null. */
export const lastPurchaseSchema = z.object({ purchase: checkoutSchema.nullable() });

/** Teams and seats. */
export const inviteMemberSchema = z.strictObject({ email: z.email().max(254) });
export const teamMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  invitedAt: z.iso.datetime(),
});
export const teamSchema = z.object({
  seats: z.union([z.number().int(), z.literal('unlimited')]),
  used: z.number().int(),
  members: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;
export const acceptInviteSchema = z.strictObject({ token: z.string().min(20).max(200) });

/** Admin. */
export const adminSubscriptionsSchema = z.object({
  subscriptions: z.array(
    z.object({
      id: z.uuid(),
      ownerEmail: z.string(),
      plan: paidPlanSchema,
      period: billingPeriodSchema,
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodEnd: z.iso.datetime(),
      teamSize: z.number().int(),
    }),
  ),
});
export const adminCreditAdjustmentSchema = z.strictObject({
  email: z.email(),
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'Enter a non-zero amount'),
  reason: z.string().trim().min(3, 'A reason is required').max(200),
  /** One per adjustment the admin means to make: a resent form changes the balance once. */
  idempotencyKey: idempotencyKeySchema,
});

/** The 403 a gated call answers with: what it needs and the plan that unlocks it. */
export function upgradeRequiredMessage(feature: PlanFeatureId): string {
  return `This needs the ${PLANS[cheapestPlanWith(feature)].names.pricing} plan or higher.`;
}

/** Where a paid plan stands among the others (cheapest first): a move up is an upgrade, now; down waits for the period's end. */
export const planRank = (plan: PaidPlanId): number => PAID_PLAN_IDS.indexOf(plan);

/** The cheapest paid plan whose catalogue entry lists `feature`. */
export function cheapestPlanWith(feature: PlanFeatureId): PaidPlanId {
  return PAID_PLAN_IDS.find((id) => (PLANS[id].features as readonly PlanFeatureId[]).includes(feature)) ?? 'enterprise';
}

/** GET /api/billing/licence (plans with the commercial-license feature): what the licence covers, for the account. */
export const licenceSchema = z.object({ licensee: z.string(), plan: z.enum(PLAN_IDS), text: z.string() });
export type Licence = z.infer<typeof licenceSchema>;
