import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { runBillingClock } from './service';
import { addMonths } from './periods';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' };

async function buy(browser: TestBrowser, plan: string, period: string, cardNumber = CARD.cardNumber) {
  const checkout = await browser.post('/api/billing/checkouts', { plan, period });
  expect(checkout.statusCode).toBe(201);
  return { checkout: checkout.json(), paid: await browser.post(`/api/billing/checkouts/${checkout.json().id}/pay`, { ...CARD, cardNumber }) };
}

const reasons = async (browser: TestBrowser) =>
  (await browser.get('/api/credits/ledger')).json().entries.map((e: { reason: string; amount: number }) => `${e.reason} ${e.amount}`);

describe('test-mode checkout', () => {
  it('prices Business annual from the catalogue, takes 4242…, grants 1,500 + 300 once, and makes the account Business without watermark', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { checkout, paid } = await buy(browser, 'business', 'annual');
    expect(checkout).toMatchObject({
      plan: 'business',
      period: 'annual',
      amountCents: 143_00 * 12,
      annualSavingCents: 432_00,
      monthlyCredits: 1500,
      welcomeBonusDue: 300,
      seats: 5,
      status: 'open',
      provider: 'test',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', creditsGranted: 1800 });
    expect(await balanceOf(browser)).toBe(1940);
    expect(await reasons(browser)).toEqual([
      'Welcome bonus: Business plan 300',
      'Business plan: monthly credits 1500',
      'Welcome bonus 100',
      'Free account credits 40',
    ]);
    // paying the same checkout again changes nothing
    expect((await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD)).json().status).toBe('succeeded');
    expect(await balanceOf(browser)).toBe(1940);
    const view = (await browser.get('/api/billing/subscription')).json();
    expect(view).toMatchObject({
      entitlements: { plan: 'business', watermark: false },
      subscription: { plan: 'business', period: 'annual', status: 'active', creditsGrantedThisPeriod: 1500 },
    });
    expect(view.invoices).toMatchObject([{ amountCents: 171_600, status: 'paid' }]);
    expect((await renderVideo(browser)).json()).toMatchObject({ watermark: false });
    expect((await browser.get('/api/billing/last-purchase')).json().purchase).toMatchObject({ id: checkout.id, plan: 'business' });
    expect((await browser.get('/api/billing/licence')).json()).toMatchObject({ plan: 'business', licensee: 'Ada Lovelace' });
  });

  it('grants once when the same checkout is paid 20 times at once', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const checkout = (await browser.post('/api/billing/checkouts', { plan: 'enterprise', period: 'monthly' })).json();
    const paid = await Promise.all(Array.from({ length: 20 }, () => browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD)));
    expect(paid.every((r) => r.statusCode === 200 && r.json().status === 'succeeded')).toBe(true);
    expect(await balanceOf(browser)).toBe(140 + 3000 + 500);
    expect((await browser.get('/api/billing/subscription')).json().invoices).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', 'TEST MODE accepts only Stripe test cards'],
  ])('refuses %s with its message and grants nothing', async (cardNumber, message) => {
    const { browser } = await signedUpBrowser(t.app);
    const { checkout, paid } = await buy(browser, 'pro', 'monthly', cardNumber);
    expect(paid.statusCode).toBe(402);
    expect(paid.json().message).toContain(message);
    expect((await browser.get(`/api/billing/checkouts/${checkout.id}`)).json()).toMatchObject({ status: 'declined' });
    expect(await balanceOf(browser)).toBe(140);
    expect((await browser.get('/api/billing/subscription')).json()).toMatchObject({ entitlements: { plan: 'free', watermark: true }, subscription: null });
    expect((await browser.get('/api/billing/last-purchase')).json()).toEqual({ purchase: null });
  });

  it('refuses forged plans, prices, periods and other people’s checkouts; a free user gets 403 on a gated call', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const other = await signedUpBrowser(t.app);
    for (const body of [
      { plan: 'free' },
      { plan: 'trial' },
      { plan: 'gold' },
      { plan: 'pro', period: 'weekly' },
      { plan: 'pro', amountCents: 1 },
      { plan: 'pro', teamId: crypto.randomUUID() },
    ]) {
      expect((await browser.post('/api/billing/checkouts', body)).statusCode).toBe(400);
    }
    const { checkout } = await buy(other.browser, 'pro', 'monthly', '4000 0000 0000 0002');
    expect((await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD)).statusCode).toBe(404);
    expect((await browser.get(`/api/billing/checkouts/${checkout.id}`)).statusCode).toBe(404);
    expect((await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, { ...CARD, amountCents: 1 })).statusCode).toBe(400);
    expect(await balanceOf(browser)).toBe(140);
    const licence = await browser.get('/api/billing/licence');
    expect(licence.statusCode).toBe(403);
    expect(licence.json()).toMatchObject({ code: 'UPGRADE_REQUIRED', message: 'This needs the Pro plan or higher.', plan: 'pro' });
    const gated = await browser.post('/api/billing/team/invitations', { email: 'friend@studio.example' });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'UPGRADE_REQUIRED', message: 'Inviting team members needs the Business plan or higher.' });
  });

  it('renews over 3 monthly periods with two workers at once, granting exactly 3 more monthly amounts; cancel ends it at the period end keeping credits', async () => {
    const { browser } = await signedUpBrowser(t.app);
    await buy(browser, 'pro', 'monthly');
    expect(await balanceOf(browser)).toBe(140 + 500 + 100);
    const start = t.clock.now();
    for (const month of [1, 2, 3]) {
      const now = new Date(addMonths(start, month).getTime() + 60_000);
      await Promise.all([runBillingClock({ db: t.database.db, now }), runBillingClock({ db: t.database.db, now })]);
    }
    expect(await balanceOf(browser)).toBe(740 + 3 * 500);
    expect((await browser.get('/api/billing/subscription')).json().invoices).toHaveLength(4);
    expect((await browser.post('/api/billing/subscription/cancel')).json().subscription.cancelAtPeriodEnd).toBe(true);
    await runBillingClock({ db: t.database.db, now: new Date(addMonths(start, 4).getTime() + 60_000) });
    const after = (await browser.get('/api/billing/subscription')).json();
    expect(after).toMatchObject({ entitlements: { plan: 'free' }, subscription: null, balance: 2240 });
    expect((await renderVideo(browser)).json()).toMatchObject({ watermark: true });
  });

  it('grants an annual subscriber the monthly credits every month, once', async () => {
    const { browser } = await signedUpBrowser(t.app);
    await buy(browser, 'pro', 'annual');
    const start = t.clock.now();
    for (const month of [1, 2]) {
      const now = new Date(addMonths(start, month).getTime() + 60_000);
      await Promise.all([runBillingClock({ db: t.database.db, now }), runBillingClock({ db: t.database.db, now })]);
    }
    expect(await balanceOf(browser)).toBe(740 + 2 * 500);
    expect((await browser.get('/api/billing/subscription')).json().subscription.creditsGrantedThisPeriod).toBe(1500);
  });

  it('lets an admin list subscriptions and adjust credits with a required reason (a ledger row)', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    await buy(browser, 'pro', 'monthly');
    const admin = await signedUpBrowser(t.app, { name: 'Grace Admin' });
    expect((await admin.browser.get('/api/admin/billing/subscriptions')).statusCode).toBe(403);
    await t.database.pool.query("update users set role = 'admin' where id = $1", [admin.user.id]);
    const { subscriptions } = (await admin.browser.get('/api/admin/billing/subscriptions')).json();
    expect(subscriptions.find((s: { ownerEmail: string }) => s.ownerEmail === account.email)).toMatchObject({
      plan: 'pro',
      period: 'monthly',
      status: 'active',
      teamSize: 1,
    });
    const idempotencyKey = 'adjust-0001-refund';
    expect((await admin.browser.post('/api/admin/credits/adjustments', { email: account.email, amount: 25, idempotencyKey })).statusCode).toBe(400);
    expect((await admin.browser.post('/api/admin/credits/adjustments', { email: account.email, amount: 25, reason: ' ', idempotencyKey })).statusCode).toBe(
      400,
    );
    expect(
      (await admin.browser.post('/api/admin/credits/adjustments', { email: account.email, amount: 25, reason: 'Refund of a broken render' })).statusCode,
    ).toBe(400);
    // the same adjustment sent three times at once (a resent form) changes the balance once
    const sent = await Promise.all(
      Array.from({ length: 3 }, () =>
        admin.browser.post('/api/admin/credits/adjustments', { email: account.email, amount: 25, reason: 'Refund of a broken render', idempotencyKey }),
      ),
    );
    expect(sent.map((r) => r.json())).toEqual([{ balance: 765 }, { balance: 765 }, { balance: 765 }]);
    const entries = (await browser.get('/api/credits/ledger')).json().entries;
    expect(entries[0]).toMatchObject({ kind: 'adjustment', amount: 25, reason: 'Adjustment by Grace Admin: Refund of a broken render' });
    expect(entries.filter((e: { kind: string }) => e.kind === 'adjustment')).toHaveLength(1);
    expect((await browser.get('/api/credits')).json().balance).toBe(765);
  });
});
