import { periodPriceCents } from '@common/contracts/billing';
import { AppError } from '../../http/app-error';
import type { ProviderEvent } from '../../providers/payments/index';
import { graceEnd } from './periods';
import { findCheckout, insertInvoice, recordPaymentEvent, updateCheckout, updateSubscription } from './repository';
import { completePackPurchase } from './credit-packs';
import type { BillingDeps } from './deps';
import { recordPaidPeriod, syncProviderSubscription } from './subscription-sync';

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * An incoming Stripe event (its webhook delivery): the signature is checked on the raw body (with the package's tolerance), the
 * subscription is re-fetched from the API, and the event id is recorded in the same transaction as
 * its effects, so a replayed or concurrent duplicate does nothing.
 */
export async function handleStripeEvent(deps: BillingDeps, rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
  let event: ProviderEvent;
  try {
    if (!signature) throw new Error('no signature');
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook signature is missing, invalid or too old.');
  }
  if (!HANDLED.has(event.type)) return { received: true, duplicate: false };
  const remote = event.subscriptionId ? await deps.payments.retrieveSubscription(event.subscriptionId) : null;
  const now = deps.now();
  const isNew = await deps.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, { providerEventId: event.id, provider: deps.payments.id, type: event.type, receivedAt: now }))) return false;
    // a one-time credit pack (Checkout in payment mode): no subscription to sync
    if (event.type === 'checkout.session.completed' && event.checkoutMode === 'payment' && event.checkoutId) {
      await completePackPurchase(tx, event.checkoutId, now);
      return true;
    }
    const sub = remote ? await syncProviderSubscription(tx, remote, now) : null;
    if (!sub) return true;
    const checkoutId = event.checkoutId ?? remote?.metadata.checkoutId;
    if (checkoutId && !(await findCheckout(tx, checkoutId))) return true;
    if (event.type === 'invoice.paid' && event.invoice) {
      const { granted } = await recordPaidPeriod(
        tx,
        sub,
        { providerInvoiceId: event.invoice.id, periodStart: event.invoice.periodStart, periodEnd: event.invoice.periodEnd },
        now,
      );
      if (checkoutId) {
        const checkout = (await findCheckout(tx, checkoutId, { lock: true }))!;
        if (checkout.status !== 'succeeded') {
          await updateCheckout(tx, checkoutId, { status: 'succeeded', subscriptionId: sub.id, creditsGranted: granted, completedAt: now });
        }
      }
    } else if (event.type === 'invoice.payment_failed' && event.invoice) {
      await insertInvoice(tx, {
        subscriptionId: sub.id,
        userId: sub.userId,
        plan: sub.plan,
        period: sub.period,
        amountCents: periodPriceCents(sub.plan, sub.period),
        status: 'failed',
        periodStart: event.invoice.periodStart,
        periodEnd: event.invoice.periodEnd,
        providerInvoiceId: event.invoice.id,
        createdAt: now,
      });
      if (sub.status !== 'canceled') await updateSubscription(tx, sub.id, { status: 'past_due', graceUntil: sub.graceUntil ?? graceEnd(now), updatedAt: now });
    } else if (event.type === 'checkout.session.completed' && checkoutId) {
      await updateCheckout(tx, checkoutId, { subscriptionId: sub.id });
    }
    return true;
  });
  return { received: true, duplicate: !isNew };
}
