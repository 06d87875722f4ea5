import { randomBytes } from 'node:crypto';
import { detached } from './detached';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A loopback server speaking the part of Stripe's HTTP API billing calls (form-encoded requests,
 * JSON answers): Checkout Sessions, subscriptions (retrieve, update) and portal sessions. The
 * official client talks to it through its `host`/`port`/`protocol` options. Tests then play Stripe's
 * side: `completeCheckout` creates the subscription a paid session would, and `event` builds the
 * webhook Stripe would send, signed by `deliver` with the package's own test-header helper.
 */

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_loopback',
  STRIPE_WEBHOOK_SECRET: 'whsec_loopback_secret',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
  STRIPE_PRICE_PRO_ANNUAL: 'price_pro_annual',
  STRIPE_PRICE_BUSINESS_MONTHLY: 'price_business_monthly',
  STRIPE_PRICE_BUSINESS_ANNUAL: 'price_business_annual',
  STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_enterprise_monthly',
  STRIPE_PRICE_ENTERPRISE_ANNUAL: 'price_enterprise_annual',
};

type Form = Record<string, string>;
type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  start_date: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: { id: string; object: 'price' }; current_period_start: number; current_period_end: number }[];
  };
};

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export async function startFakeStripe() {
  const sessions = new Map<string, { id: string; form: Form; subscription: string | null }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: { method: string; path: string; form: Form }[] = [];
  /** Each paid invoice's payment intent (what Stripe's invoice payments list), and the refunds made. */
  const invoicePayments = new Map<string, string>();
  const refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string | undefined }[] = [];
  let origin = '';
  let failing = 0;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  };

  const server = createServer(
    detached(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const path = request.url!.split('?')[0]!;
      requests.push({ method: request.method!, path, form });
      if (failing > 0) {
        failing -= 1;
        return send(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      if (request.headers.authorization !== `Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`)
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = newId('cs_test');
        sessions.set(id, { id, form, subscription: null });
        return send(response, 200, {
          id,
          object: 'checkout.session',
          url: `${origin}/pay/${id}`,
          mode: form.mode,
          client_reference_id: form.client_reference_id,
          subscription: null,
        });
      }
      if (request.method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = new URL(request.url!, 'http://x').searchParams.get('invoice')!;
        const intent = invoicePayments.get(invoice);
        const data = intent
          ? [{ id: newId('inpay'), object: 'invoice_payment', invoice, status: 'paid', payment: { type: 'payment_intent', payment_intent: intent } }]
          : [];
        return send(response, 200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        // Stripe's Idempotency-Key: the same key answers the first refund again, nothing new is refunded
        const key = request.headers['idempotency-key'] as string | undefined;
        const earlier = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
        const known = [...invoicePayments.values()].includes(form.payment_intent!);
        if (!known) return send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
        const refund = earlier ?? { id: newId('re'), payment_intent: form.payment_intent!, amount: Number(form.amount), idempotencyKey: key };
        if (!earlier) refunds.push(refund);
        return send(response, 200, {
          id: refund.id,
          object: 'refund',
          payment_intent: refund.payment_intent,
          amount: refund.amount,
          currency: 'usd',
          status: 'succeeded',
        });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(response, 200, { id: newId('bps'), object: 'billing_portal.session', customer: form.customer, url: `${origin}/portal/${form.customer}` });
      }
      const match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      const sub = match ? subscriptions.get(match[1]!) : undefined;
      if (match && !sub) return send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } });
      if (sub && request.method === 'GET') return send(response, 200, sub);
      if (sub && request.method === 'DELETE') {
        sub.status = 'canceled';
        return send(response, 200, sub);
      }
      if (sub && request.method === 'POST') {
        if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        if (form['items[0][price]']) sub.items.data[0]!.price.id = form['items[0][price]'];
        return send(response, 200, sub);
      }
      send(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(STRIPE_TEST_ENV.STRIPE_SECRET_KEY);

  return {
    origin,
    requests,
    sessions,
    refunds,
    subscriptions,
    /** The next `count` requests answer 500 (Stripe down); the client retries once on its own. */
    failNext(count: number) {
      failing = count;
    },
    /** What Stripe does when the buyer pays a session: a customer and an active subscription carrying the session's metadata. */
    completeCheckout(sessionId: string, periodStart: Date, periodEnd: Date): FakeSubscription {
      const session = sessions.get(sessionId)!;
      const id = newId('sub');
      const sub: FakeSubscription = {
        id,
        object: 'subscription',
        customer: newId('cus'),
        status: 'active',
        cancel_at_period_end: false,
        start_date: unix(periodStart),
        metadata: { checkoutId: session.form['subscription_data[metadata][checkoutId]']!, userId: session.form['subscription_data[metadata][userId]']! },
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: session.form['line_items[0][price]']!, object: 'price' },
              current_period_start: unix(periodStart),
              current_period_end: unix(periodEnd),
            },
          ],
        },
      };
      subscriptions.set(id, sub);
      session.subscription = id;
      return sub;
    },
    /** A webhook event as Stripe builds it. */
    event(type: string, object: Record<string, unknown>) {
      return { id: newId('evt'), object: 'event', type, api_version: '2026-10-28.endive', created: unix(new Date()), livemode: false, data: { object } };
    },
    sessionObject(sessionId: string) {
      const session = sessions.get(sessionId)!;
      const mode = session.form.mode ?? 'subscription';
      const paid =
        mode === 'payment'
          ? { payment_status: 'paid', payment_intent: newId('pi'), amount_total: Number(session.form['line_items[0][price_data][unit_amount]']) }
          : {};
      return {
        id: sessionId,
        object: 'checkout.session',
        mode,
        client_reference_id: session.form.client_reference_id,
        subscription: session.subscription,
        ...paid,
      };
    },
    /** A paid invoice; its payment intent is remembered for the invoice payments list (refunds). */
    invoiceObject(sub: FakeSubscription, invoiceId = newId('in')) {
      if (!invoicePayments.has(invoiceId)) invoicePayments.set(invoiceId, newId('pi'));
      const item = sub.items.data[0]!;
      const period = { start: item.current_period_start, end: item.current_period_end };
      return {
        id: invoiceId,
        object: 'invoice',
        period_start: period.start,
        period_end: period.end,
        parent: { subscription_details: { subscription: sub.id } },
        lines: { object: 'list', data: [{ period }] },
      };
    },
    /** Signs a payload as Stripe does (the package's helper); `timestamp` in seconds, for stale signatures. */
    sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
      return signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
