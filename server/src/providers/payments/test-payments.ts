import { PaymentsNotAvailableError, type PaymentsProvider } from './payments-provider';

/**
 * The embedded TEST MODE: no provider to call. The card is taken on our own checkout page
 * (./test-cards.ts) and renewals run on the billing clock job; there is no hosted page or portal.
 */
export function createTestPayments(): PaymentsProvider {
  const none = (what: string) => () => Promise.reject(new PaymentsNotAvailableError(`${what} is not available in TEST MODE.`));
  return {
    id: 'test',
    createCheckoutSession: () => Promise.resolve(null),
    createPackCheckoutSession: () => Promise.resolve(null),
    // test-mode payments are only our rows: the refund is recorded, no money moves
    refundInvoice: ({ idempotencyKey }) => Promise.resolve({ refundId: `test_re_${idempotencyKey}` }),
    createPortalSession: none('The customer portal'),
    retrieveSubscription: none('A provider subscription'),
    // test-mode subscriptions live only in our rows, which the account's deletion removes
    cancelSubscriptionNow: () => Promise.resolve(),
    updateSubscription: none('A provider subscription'),
    verifyWebhook() {
      throw new PaymentsNotAvailableError('Webhooks are not used in TEST MODE.');
    },
  };
}
