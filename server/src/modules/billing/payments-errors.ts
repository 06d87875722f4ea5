import { AppError } from '../../http/app-error';
import { PaymentsNotAvailableError, type PaymentsProvider } from '../../providers/payments/index';

/** The payments adapter's own errors as billing's AppErrors: a call the adapter does not offer is a 404. */
function toAppError(error: unknown): unknown {
  return error instanceof PaymentsNotAvailableError ? new AppError('NOT_FOUND', error.message) : error;
}

/**
 * The payments adapter as billing's services use it: the same calls, with the adapter's errors
 * mapped (adapters raise their own errors and know nothing of HTTP; the module decides what a
 * caller sees). Other errors pass through unchanged.
 */
export function withBillingErrors(payments: PaymentsProvider): PaymentsProvider {
  const mapped =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      call(...args).catch((error: unknown) => Promise.reject(toAppError(error)));
  return {
    id: payments.id,
    createCheckoutSession: mapped(payments.createCheckoutSession),
    createPackCheckoutSession: mapped(payments.createPackCheckoutSession),
    refundInvoice: mapped(payments.refundInvoice),
    createPortalSession: mapped(payments.createPortalSession),
    retrieveSubscription: mapped(payments.retrieveSubscription),
    updateSubscription: mapped(payments.updateSubscription),
    cancelSubscriptionNow: mapped(payments.cancelSubscriptionNow),
    verifyWebhook(rawBody, signature) {
      try {
        return payments.verifyWebhook(rawBody, signature);
      } catch (error) {
        throw toAppError(error);
      }
    },
  };
}
