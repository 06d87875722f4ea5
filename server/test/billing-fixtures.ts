import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { addMonths } from '../src/modules/billing/periods';
import { adjustCredits, getBalance } from '../src/modules/credits/service';
import type { FakeStripe } from './fake-stripe-server';
import { signedUpBrowser, type TestBrowser } from './test-browser';

/** A Stripe test card that succeeds in the built-in test checkout. */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' };

/** Buys a plan through the built-in test checkout, as the pricing page does. */
export async function subscribe(browser: TestBrowser, plan: 'pro' | 'business' | 'enterprise' = 'pro'): Promise<void> {
  const checkout = await browser.post('/api/billing/checkouts', { plan, period: 'monthly' });
  if (checkout.statusCode !== 201) throw new Error(`checkout failed: ${checkout.statusCode} ${checkout.body}`);
  const paid = await browser.post(`/api/billing/checkouts/${checkout.json().id}/pay`, TEST_CARD);
  if (paid.json().status !== 'succeeded') throw new Error(`payment failed: ${paid.body}`);
}

/** A signed-up browser on a paid plan (the plan's gated tools open). */
export async function paidBrowser(app: FastifyInstance, plan: 'pro' | 'business' | 'enterprise' = 'pro') {
  const signedUp = await signedUpBrowser(app);
  await subscribe(signedUp.browser, plan);
  return signedUp;
}

/** Delivers a webhook as Stripe does: the JSON body and its Stripe-Signature header. */
export function deliverStripeEvent(app: FastifyInstance, stripe: FakeStripe, event: { id: string }) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
    payload,
  });
}

/** Stripe: opens a subscription Checkout Session for `plan` monthly, pays it on Stripe's side and delivers the two signed events. */
export async function buyPlanOnStripe(app: FastifyInstance, stripe: FakeStripe, browser: TestBrowser, plan = 'pro') {
  const checkout = (await browser.post('/api/billing/checkouts', { plan, period: 'monthly' })).json();
  const sessionId = checkout.redirectUrl.split('/pay/')[1];
  const start = new Date();
  const sub = stripe.completeCheckout(sessionId, start, addMonths(start, 1));
  await deliverStripeEvent(app, stripe, stripe.event('checkout.session.completed', stripe.sessionObject(sessionId)));
  await deliverStripeEvent(app, stripe, stripe.event('invoice.paid', stripe.invoiceObject(sub)));
  return sub;
}

/** Spends the whole balance (as renders would), leaving 0 credits. */
export async function spendEverything(db: Database, userId: string) {
  const balance = await getBalance({ db, userId });
  if (balance > 0)
    await db.transaction((tx) => adjustCredits({ tx, userId, amount: -balance, reason: 'Spent on videos', idempotencyKey: `test-spend:${balance}` }));
}
