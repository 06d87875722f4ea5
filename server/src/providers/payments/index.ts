import type { Config } from '../../config';
import { createStripePayments } from './stripe-payments';
import { createTestPayments } from './test-payments';

export type { PaymentsProvider, ProviderEvent, ProviderSubscription } from './payments-provider';
export { PaymentsNotAvailableError } from './payments-provider';
export { chargeTestCard } from './test-cards';

/** Stripe when STRIPE_SECRET_KEY is set, else the embedded TEST MODE checkout. */
export function createPaymentsProvider(config: Config) {
  if (!config.STRIPE_SECRET_KEY) return createTestPayments();
  // The configuration's refinement requires every price id when STRIPE_SECRET_KEY is set.
  const prices = {
    pro: { monthly: config.STRIPE_PRICE_PRO_MONTHLY!, annual: config.STRIPE_PRICE_PRO_ANNUAL! },
    business: { monthly: config.STRIPE_PRICE_BUSINESS_MONTHLY!, annual: config.STRIPE_PRICE_BUSINESS_ANNUAL! },
    enterprise: { monthly: config.STRIPE_PRICE_ENTERPRISE_MONTHLY!, annual: config.STRIPE_PRICE_ENTERPRISE_ANNUAL! },
  };
  return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, prices, apiUrl: config.STRIPE_API_URL });
}
