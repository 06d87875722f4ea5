import type { FastifyInstance } from 'fastify';
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
