import type { BillingPeriod, PaymentProviderId } from '@common/contracts/billing';
import type { PaidPlanId } from '@common/catalog/plans';

/** A subscription as the provider reports it now (re-fetched, never taken from an event's copy). */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete';
  /** Resolved from the price id through the configuration; null for a price this installation does not sell. */
  plan: PaidPlanId | null;
  period: BillingPeriod | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** What our server wrote on it at checkout. */
  metadata: Record<string, string>;
};

/** A verified webhook event, narrowed to what billing reads. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** The subscription the event is about, when it names one. */
  subscriptionId: string | null;
  /** checkout.session.completed: our checkout's id (client_reference_id). */
  checkoutId: string | null;
  /** checkout.session.completed: `payment` for a credit pack, `subscription` for a plan. */
  checkoutMode: 'payment' | 'subscription' | null;
  /** invoice.*: the provider's invoice id and the period it covers. */
  invoice: { id: string; periodStart: Date; periodEnd: Date } | null;
};

/**
 * The payments port (docs/decisions/018-billing.md). The embedded test mode takes the card on our
 * own checkout page and renews on a scheduled job; Stripe hosts the checkout and the portal and
 * reports through signed webhooks. Billing's service never knows which one runs beyond `id`.
 */
export type PaymentsProvider = {
  id: PaymentProviderId;
  /** Stripe: a hosted Checkout Session; test mode: null (the card form is the checkout page). */
  createCheckoutSession(input: {
    checkoutId: string;
    userId: string;
    email: string;
    plan: PaidPlanId;
    period: BillingPeriod;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string } | null>;
  /** Stripe: a hosted Checkout Session in `payment` mode for a one-time credit pack; test mode: null. */
  createPackCheckoutSession(input: {
    purchaseId: string;
    userId: string;
    email: string;
    name: string;
    amountCents: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string } | null>;
  /**
   * Refunds `amountCents` of the payment behind a provider invoice. `idempotencyKey` makes a
   * repeated call return the first refund (Stripe's Idempotency-Key); test mode has no money to move.
   */
  refundInvoice(input: { providerInvoiceId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** Upgrade now (prorated by the provider) or set cancel at period end. */
  updateSubscription(id: string, change: { plan?: PaidPlanId; period?: BillingPeriod; cancelAtPeriodEnd?: boolean }): Promise<ProviderSubscription>;
  /**
   * Ends a subscription at once, without a refund (its account is being deleted). One that is
   * already canceled, or that the provider no longer knows, counts as ended.
   */
  cancelSubscriptionNow(id: string): Promise<void>;
  /** Verifies a webhook's signature on the raw body (throws when it does not hold). */
  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent;
};

/**
 * The adapter's own error for a call it does not offer (TEST MODE has no customer portal, no
 * provider subscription and no webhooks). Adapters know nothing of HTTP: billing maps this to its
 * AppError (modules/billing/payments-errors.ts).
 */
export class PaymentsNotAvailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsNotAvailableError';
  }
}
