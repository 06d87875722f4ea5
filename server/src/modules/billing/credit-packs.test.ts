import { CREDIT_PACKS } from '@common/catalog/credit-packs';
import { buyPlanOnStripe, deliverStripeEvent, spendEverything, subscribe, TEST_CARD } from '../../../test/billing-fixtures';
import { useBillingApps } from '../../../test/billing-apps';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { balanceOf } from '../../../test/studio-fixtures';

const apps = useBillingApps();

const packRows = async (browser: TestBrowser) =>
  (await browser.get('/api/credits/ledger')).json().entries.filter((e: { reason: string }) => e.reason.startsWith('Credit pack'));

describe('credit packs', () => {
  it('TEST MODE: a Pro subscriber with 0 credits buys a pack, is granted it once however often the card form is sent, and gets a receipt', async () => {
    const { browser, user } = await signedUpBrowser(apps.testMode.app);
    await subscribe(browser, 'pro');
    await spendEverything(apps.testMode.database.db, user.id);
    expect(await balanceOf(browser)).toBe(0);

    const started = await browser.post('/api/billing/credit-packs/purchases', { packId: 'pack-500' });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      packId: 'pack-500',
      credits: 500,
      amountCents: CREDIT_PACKS['pack-500'].priceCents,
      status: 'open',
      provider: 'test',
      redirectUrl: null,
    });
    const id = started.json().id;
    expect((await browser.post('/api/billing/credit-packs/purchases', { packId: 'pack-500', amountCents: 1 })).statusCode).toBe(400);

    const declined = await browser.post(`/api/billing/credit-packs/purchases/${id}/pay`, {
      ...TEST_CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(await balanceOf(browser)).toBe(0);

    const paid = await Promise.all(Array.from({ length: 20 }, () => browser.post(`/api/billing/credit-packs/purchases/${id}/pay`, TEST_CARD)));
    expect(paid.map((r) => r.statusCode).every((code) => code === 200)).toBe(true);
    expect(paid[0]!.json()).toMatchObject({ status: 'succeeded' });
    expect(await balanceOf(browser)).toBe(500);
    expect(await packRows(browser)).toHaveLength(1);
    const view = (await browser.get('/api/billing/subscription')).json();
    expect(view.invoices[0]).toMatchObject({
      kind: 'credit-pack',
      description: 'Credit pack: 500 credits',
      amountCents: CREDIT_PACKS['pack-500'].priceCents,
    });

    // someone else's purchase is answered like a missing one
    const other = await signedUpBrowser(apps.testMode.app);
    expect((await other.browser.post(`/api/billing/credit-packs/purchases/${id}/pay`, TEST_CARD)).statusCode).toBe(404);
  });

  it('Stripe: a payment-mode Checkout Session priced from the catalogue; the signed webhook, replayed 20 times at once, grants the pack once', async () => {
    const { browser, user } = await signedUpBrowser(apps.withStripe.app);
    await buyPlanOnStripe(apps.withStripe.app, apps.stripe, browser, 'pro');
    await spendEverything(apps.withStripe.database.db, user.id);
    expect(await balanceOf(browser)).toBe(0);

    const purchase = (await browser.post('/api/billing/credit-packs/purchases', { packId: 'pack-100' })).json();
    expect(purchase).toMatchObject({ provider: 'stripe', status: 'open' });
    const sessionId = purchase.redirectUrl.split('/pay/')[1];
    const created = apps.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': String(CREDIT_PACKS['pack-100'].priceCents),
      'line_items[0][price_data][currency]': 'usd',
      client_reference_id: purchase.id,
      'metadata[userId]': user.id,
    });
    expect((await browser.post(`/api/billing/credit-packs/purchases/${purchase.id}/pay`, TEST_CARD)).statusCode).toBe(404);

    const completed = apps.stripe.event('checkout.session.completed', apps.stripe.sessionObject(sessionId));
    const deliveries = await Promise.all(Array.from({ length: 20 }, () => deliverStripeEvent(apps.withStripe.app, apps.stripe, completed)));
    expect(deliveries.every((r) => r.statusCode === 200)).toBe(true);
    expect(deliveries.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await balanceOf(browser)).toBe(100);
    expect(await packRows(browser)).toHaveLength(1);
    expect((await browser.get(`/api/billing/credit-packs/purchases/${purchase.id}`)).json()).toMatchObject({
      status: 'succeeded',
      redirectUrl: null,
    });
    expect((await browser.get('/api/billing/subscription')).json().invoices.map((i: { kind: string }) => i.kind)).toEqual(['credit-pack', 'subscription']);
  });
});
