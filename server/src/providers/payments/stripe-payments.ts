import type { BillingPeriod } from '@common/contracts/billing';
import { PAID_PLAN_IDS, type PaidPlanId } from '@common/catalog/plans';
import Stripe from 'stripe';
import type { PaymentsProvider, ProviderEvent, ProviderSubscription } from './payments-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Price id per plan and period, from the configuration. */
  prices: Record<PaidPlanId, Record<BillingPeriod, string>>;
  /** Only for tests: a loopback server speaking Stripe's API. */
  apiUrl?: string;
};

const STATUSES = new Set(['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete']);
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Stripe Checkout, the Customer Portal and signed webhooks through the official package. */
export function createStripePayments(settings: StripeSettings): PaymentsProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });

  const planOfPrice = (priceId: string | undefined): { plan: PaidPlanId; period: BillingPeriod } | null => {
    for (const plan of PAID_PLAN_IDS) {
      for (const period of ['monthly', 'annual'] as const) if (settings.prices[plan][period] === priceId) return { plan, period };
    }
    return null;
  };

  const toSubscription = (sub: Stripe.Subscription): ProviderSubscription => {
    const item = sub.items.data[0];
    const priced = planOfPrice(item?.price.id);
    return {
      id: sub.id,
      customerId: idOf(sub.customer)!,
      status: (STATUSES.has(sub.status) ? sub.status : 'incomplete') as ProviderSubscription['status'],
      plan: priced?.plan ?? null,
      period: priced?.period ?? null,
      currentPeriodStart: fromUnix(item?.current_period_start ?? sub.start_date),
      currentPeriodEnd: fromUnix(item?.current_period_end ?? sub.start_date),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      metadata: { ...sub.metadata },
    };
  };

  return {
    id: 'stripe',
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.prices[input.plan][input.period], quantity: 1 }],
        client_reference_id: input.checkoutId,
        customer_email: input.email,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { checkoutId: input.checkoutId, userId: input.userId },
        subscription_data: { metadata: { checkoutId: input.checkoutId, userId: input.userId } },
      });
      return { sessionId: session.id, url: session.url! };
    },
    async createPackCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.name } }, quantity: 1 }],
        client_reference_id: input.purchaseId,
        customer_email: input.email,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { purchaseId: input.purchaseId, userId: input.userId },
        payment_intent_data: { metadata: { purchaseId: input.purchaseId, userId: input.userId } },
      });
      return { sessionId: session.id, url: session.url! };
    },
    async refundInvoice({ providerInvoiceId, amountCents, idempotencyKey }) {
      // Since API 2025-03-31 an invoice's payment intent is read from its invoice payments.
      const payments = await stripe.invoicePayments.list({ invoice: providerInvoiceId, status: 'paid' });
      const paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
      if (!paymentIntent) throw new Error(`Stripe has no paid payment for invoice ${providerInvoiceId}.`);
      const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents, reason: 'requested_by_customer' }, { idempotencyKey });
      return { refundId: refund.id };
    },
    async createPortalSession({ customerId, returnUrl }) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
    async retrieveSubscription(id) {
      return toSubscription(await stripe.subscriptions.retrieve(id));
    },
    async updateSubscription(id, change) {
      const params: Stripe.SubscriptionUpdateParams = {};
      if (change.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = change.cancelAtPeriodEnd;
      if (change.plan && change.period) {
        const current = await stripe.subscriptions.retrieve(id);
        params.items = [{ id: current.items.data[0]!.id, price: settings.prices[change.plan][change.period] }];
        params.proration_behavior = 'create_prorations';
      }
      return toSubscription(await stripe.subscriptions.update(id, params));
    },
    async cancelSubscriptionNow(id) {
      try {
        if ((await stripe.subscriptions.retrieve(id)).status === 'canceled') return;
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },
    verifyWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const object = event.data.object as unknown as Record<string, unknown>;
      const result: ProviderEvent = { id: event.id, type: event.type, subscriptionId: null, checkoutId: null, checkoutMode: null, invoice: null };
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        result.checkoutId = session.client_reference_id;
        // a pack is paid when the session says so (a delayed payment method completes unpaid)
        result.checkoutMode = session.mode !== 'payment' ? 'subscription' : session.payment_status === 'paid' ? 'payment' : null;
        result.subscriptionId = idOf(session.subscription);
      } else if (event.type.startsWith('customer.subscription.')) {
        result.subscriptionId = String(object.id);
      } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
        const invoice = event.data.object;
        result.subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        const line = invoice.lines?.data[0];
        result.invoice = {
          id: invoice.id!,
          periodStart: fromUnix(line?.period.start ?? invoice.period_start),
          periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
        };
      }
      return result;
    },
  };
}
