import { sql } from 'drizzle-orm';
import { startFakeStripe, STRIPE_TEST_ENV, type FakeStripe } from '../../../test/fake-stripe-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { balanceOf } from '../../../test/studio-fixtures';
import { userDataSteps } from '../../workers/registry';
import { runDeletion } from '../account/service';
import { addMonths } from './periods';

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ ...STRIPE_TEST_ENV, STRIPE_API_URL: stripe.origin });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** Delivers a webhook as Stripe does: the JSON body and its Stripe-Signature header. */
function deliver(event: { id: string }, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? stripe.sign(payload) },
    payload,
  });
}

const eventCount = async () => Number((await t.database.db.execute(sql`select count(*)::int as n from payment_events`)).rows[0]!.n);

/** A signed-up buyer who opened a Stripe Checkout Session for `plan`/`period` and paid it (on Stripe's side). */
async function paidSession(browser: TestBrowser, plan = 'business', period = 'annual') {
  const checkout = (await browser.post('/api/billing/checkouts', { plan, period })).json();
  const sessionId = checkout.redirectUrl.split('/pay/')[1];
  const start = new Date();
  const sub = stripe.completeCheckout(sessionId, start, addMonths(start, period === 'annual' ? 12 : 1));
  return { checkout, sessionId, sub };
}

describe('Stripe adapter against a loopback Stripe', () => {
  it('creates a subscription-mode Checkout Session priced by configuration, then activates once on signed events, however often they are replayed', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const { checkout, sessionId, sub } = await paidSession(browser);
    expect(checkout).toMatchObject({ provider: 'stripe', status: 'open', amountCents: 171_600 });
    expect(checkout.redirectUrl).toBe(`${stripe.origin}/pay/${sessionId}`);
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_business_annual',
      client_reference_id: checkout.id,
      'subscription_data[metadata][userId]': user.id,
    });

    const completed = stripe.event('checkout.session.completed', stripe.sessionObject(sessionId));
    const paid = stripe.event('invoice.paid', stripe.invoiceObject(sub));
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await balanceOf(browser)).toBe(1940);
    expect((await browser.get(`/api/billing/checkouts/${checkout.id}`)).json()).toMatchObject({ status: 'succeeded', creditsGranted: 1800 });
    expect((await browser.get('/api/billing/subscription')).json()).toMatchObject({
      entitlements: { plan: 'business' },
      subscription: { status: 'active', provider: 'stripe' },
    });

    const replays = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? completed : paid)));
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    expect(replays.every((r) => r.json().duplicate === true)).toBe(true);
    expect(await balanceOf(browser)).toBe(1940);

    const portal = await browser.post('/api/billing/portal');
    expect(portal.json().url).toBe(`${stripe.origin}/portal/${sub.customer}`);

    // cancel at period end, resume and upgrade go to Stripe and come back as its subscription says
    expect((await browser.post('/api/billing/subscription/cancel')).json().subscription.cancelAtPeriodEnd).toBe(true);
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect((await browser.post('/api/billing/subscription/resume')).json().subscription.cancelAtPeriodEnd).toBe(false);
    const upgraded = (await browser.post('/api/billing/subscription/change', { plan: 'enterprise' })).json();
    expect(upgraded).toMatchObject({ entitlements: { plan: 'enterprise' }, subscription: { plan: 'enterprise', period: 'annual' } });
    expect(stripe.subscriptions.get(sub.id)!.items.data[0]!.price.id).toBe('price_enterprise_annual');
    expect(stripe.requests.find((r) => r.path === `/v1/subscriptions/${sub.id}` && r.form['items[0][price]'])!.form).toMatchObject({
      proration_behavior: 'create_prorations',
    });
  });

  it('answers 400 to a bad or stale signature and changes nothing', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { sub } = await paidSession(browser);
    const paid = stripe.event('invoice.paid', stripe.invoiceObject(sub));
    const before = await eventCount();
    const payload = JSON.stringify(paid);
    expect((await deliver(paid, stripe.sign(payload, { secret: 'whsec_someone_else' }))).statusCode).toBe(400);
    expect((await deliver(paid, stripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).statusCode).toBe(400);
    expect((await deliver(paid, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await deliver({ ...paid, id: 'evt_tampered' }, stripe.sign(payload))).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await balanceOf(browser)).toBe(140);
  });

  it('ends in the right state when events arrive out of order; a failed payment is past_due with a grace period; a deletion returns the account to free with its credits', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { sub } = await paidSession(browser, 'pro', 'monthly');
    const createdEvent = stripe.event('customer.subscription.created', { ...sub });
    // The buyer already set "cancel at period end" before Stripe's first events arrive.
    sub.cancel_at_period_end = true;
    const updatedEvent = stripe.event('customer.subscription.updated', { ...sub });
    expect((await deliver(stripe.event('invoice.paid', stripe.invoiceObject(sub)))).statusCode).toBe(200);
    expect((await deliver(updatedEvent)).statusCode).toBe(200);
    expect((await deliver(createdEvent)).statusCode).toBe(200);
    let view = (await browser.get('/api/billing/subscription')).json();
    expect(view).toMatchObject({ entitlements: { plan: 'pro' }, subscription: { plan: 'pro', period: 'monthly', cancelAtPeriodEnd: true, status: 'active' } });
    expect(await balanceOf(browser)).toBe(140 + 500 + 100);

    sub.status = 'past_due';
    expect((await deliver(stripe.event('invoice.payment_failed', stripe.invoiceObject(sub, 'in_failed_1')))).statusCode).toBe(200);
    view = (await browser.get('/api/billing/subscription')).json();
    expect(view).toMatchObject({ entitlements: { plan: 'pro' }, subscription: { status: 'past_due' } });
    expect(view.subscription.graceUntil).not.toBeNull();
    expect(view.invoices.map((i: { status: string }) => i.status)).toContain('failed');

    sub.status = 'canceled';
    expect((await deliver(stripe.event('customer.subscription.deleted', { ...sub }))).statusCode).toBe(200);
    view = (await browser.get('/api/billing/subscription')).json();
    expect(view).toMatchObject({ entitlements: { plan: 'free', watermark: true }, subscription: null, balance: 740 });
  });

  it("ends the account's Stripe subscription when the account is deleted: not while Stripe is down, then once it is back, and never twice", async () => {
    const { browser, user, account } = await signedUpBrowser(t.app);
    const { sessionId, sub } = await paidSession(browser, 'pro', 'monthly');
    await deliver(stripe.event('checkout.session.completed', stripe.sessionObject(sessionId)));
    expect((await browser.get('/api/billing/subscription')).json()).toMatchObject({ subscription: { status: 'active', provider: 'stripe' } });
    expect((await browser.post('/api/account/delete', { password: account.password })).statusCode).toBe(202);
    const deps = { ...t.jobDeps, steps: userDataSteps, now: t.clock.now };
    const subscriptionRows = async () =>
      Number((await t.database.db.execute(sql`select count(*)::int as n from subscriptions where user_id = ${user.id}`)).rows[0]!.n);

    stripe.failNext(2); // the client's own retry fails too
    await expect(runDeletion(deps, user.id)).rejects.toThrow();
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('active');
    expect(await subscriptionRows()).toBe(1); // kept for the job's retry

    await runDeletion(deps, user.id);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
    expect(await subscriptionRows()).toBe(0);
    await runDeletion(deps, user.id);
    expect(stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    // Stripe then reports the cancellation: about an account that is gone, acknowledged and ignored
    expect((await deliver(stripe.event('customer.subscription.deleted', { ...stripe.subscriptions.get(sub.id)! }))).statusCode).toBe(200);
  });
});
