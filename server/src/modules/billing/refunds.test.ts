import { sql } from 'drizzle-orm';
import { buyPlanOnStripe, subscribe } from '../../../test/billing-fixtures';
import { useBillingApps } from '../../../test/billing-apps';
import type { TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { balanceOf } from '../../../test/studio-fixtures';
import { adjustCredits } from '../credits/service';

const apps = useBillingApps();

const audit = async (t: TestApp, userId: string) =>
  (await t.database.db.execute<{ action: string }>(sql`select action from billing_audit_events where user_id = ${userId} order by action`)).rows.map(
    (r) => r.action,
  );

describe('the 7-day refund (ADR 049)', () => {
  it('Stripe: refunds the first payment once, ends the plan, withdraws the unspent credits it granted (spent ones stay spent), and shows it in the ledger and invoices', async () => {
    const { browser, user } = await signedUpBrowser(apps.withStripe.app);
    const sub = await buyPlanOnStripe(apps.withStripe.app, apps.stripe, browser, 'pro');
    expect(await balanceOf(browser)).toBe(140 + 600);
    // 200 credits spent on videos: 600 granted by the payment, 540 left → 540 withdrawn, 60 kept; the 140 free credits stay
    await apps.withStripe.database.db.transaction((tx) =>
      adjustCredits({ tx, userId: user.id, amount: -200, reason: 'Spent on videos', idempotencyKey: 'spent-200' }),
    );
    const view = (await browser.get('/api/billing/subscription')).json();
    expect(view.refundOffer).toMatchObject({ amountCents: 79_00, creditsGranted: 600, creditsWithdrawn: 540, creditsKept: 60 });

    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.post('/api/billing/subscription/refund')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(apps.stripe.refunds).toHaveLength(1);
    expect(apps.stripe.refunds[0]).toMatchObject({ amount: 79_00 });
    expect(apps.stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
    expect(await balanceOf(browser)).toBe(0);

    const after = (await browser.get('/api/billing/subscription')).json();
    expect(after).toMatchObject({ entitlements: { plan: 'free' }, subscription: null, refundOffer: null });
    expect(after.invoices.map((i: { kind: string; amountCents: number }) => [i.kind, i.amountCents])).toEqual([
      ['refund', -79_00],
      ['subscription', 79_00],
    ]);
    const ledger = (await browser.get('/api/credits/ledger')).json().entries;
    expect(ledger[0]).toMatchObject({ amount: -540, reason: 'Refund: the credits of the refunded payment' });
    expect(await audit(apps.withStripe, user.id)).toEqual(['refund.credits-withdrawn', 'refund.issued', 'refund.subscription-ended']);
    // the webhook Stripe sends for the cancellation changes nothing more
    expect((await browser.post('/api/billing/subscription/refund')).statusCode).toBe(200);
    expect(apps.stripe.refunds).toHaveLength(1);
  });

  it('TEST MODE: the same flow; after 7 days the action is not offered and the API refuses it', async () => {
    const late = await signedUpBrowser(apps.testMode.app);
    await subscribe(late.browser, 'pro');
    expect((await late.browser.get('/api/billing/subscription')).json().refundOffer).toMatchObject({
      amountCents: 79_00,
      creditsWithdrawn: 600,
    });
    // planted: the first payment was made 7 days and a minute ago
    await apps.testMode.database.pool.query("update invoices set created_at = now() - interval '7 days 1 minute' where user_id = $1", [late.user.id]);
    const view = (await late.browser.get('/api/billing/subscription')).json();
    expect(view.refundOffer).toBeNull();
    expect(view.creditBack).toMatchObject({ request: null });
    const refused = await late.browser.post('/api/billing/subscription/refund');
    expect(refused.statusCode).toBe(409);
    expect((await late.browser.get('/api/billing/subscription')).json().entitlements.plan).toBe('pro');

    const early = await signedUpBrowser(apps.testMode.app);
    await subscribe(early.browser, 'pro');
    expect((await early.browser.post('/api/billing/subscription/refund')).json()).toMatchObject({
      entitlements: { plan: 'free' },
      subscription: null,
    });
    expect(await balanceOf(early.browser)).toBe(140);
    expect((await apps.testMode.database.db.execute(sql`select provider_refund_id from refunds where user_id = ${early.user.id}`)).rows[0]).toMatchObject({
      provider_refund_id: expect.stringMatching(/^test_re_refund:/),
    });
  });
});

describe('the 30-day credit-back guarantee', () => {
  it('takes one request within 30 days; an admin approves it once (refund, plan ended, audit) or rejects it', async () => {
    const { browser, user } = await signedUpBrowser(apps.testMode.app);
    await subscribe(browser, 'pro');
    expect((await browser.post('/api/billing/credit-back-requests', { reason: 'too short' })).statusCode).toBe(400);
    const reason = 'Ran five videos on Meta ads for two weeks, no sales came from them.';
    const asked = await Promise.all([1, 2, 3].map(() => browser.post('/api/billing/credit-back-requests', { reason })));
    expect(asked.every((r) => r.statusCode === 200)).toBe(true);
    expect(asked[0]!.json().creditBack.request).toMatchObject({ status: 'requested' });

    const admin = await signedUpBrowser(apps.testMode.app, { name: 'Grace Admin' });
    expect((await admin.browser.get('/api/admin/billing/refunds')).statusCode).toBe(403);
    await apps.testMode.database.pool.query("update users set role = 'admin' where id = $1", [admin.user.id]);
    const listed = (await admin.browser.get('/api/admin/billing/refunds')).json().refunds.filter((r: { ownerEmail: string }) => r.ownerEmail === user.email);
    expect(listed).toEqual([expect.objectContaining({ kind: 'credit-back', status: 'requested', plan: 'pro', reason, amountCents: 79_00 })]);
    const decided = await Promise.all([1, 2].map(() => admin.browser.post(`/api/admin/billing/refunds/${listed[0].id}/decision`, { decision: 'approve' })));
    expect(decided.every((r) => r.statusCode === 200)).toBe(true);
    const view = (await browser.get('/api/billing/subscription')).json();
    expect(view).toMatchObject({ entitlements: { plan: 'free' }, creditBack: { request: { status: 'refunded' } } });
    expect(view.invoices.filter((i: { kind: string }) => i.kind === 'refund')).toHaveLength(1);
    expect(await balanceOf(browser)).toBe(140);
    expect(await audit(apps.testMode, user.id)).toEqual(['credit-back.requested', 'refund.credits-withdrawn', 'refund.issued', 'refund.subscription-ended']);
    const again = await admin.browser.post(`/api/admin/billing/refunds/${listed[0].id}/decision`, { decision: 'reject' });
    expect(again.json().refunds.find((r: { id: string }) => r.id === listed[0].id).status).toBe('refunded');
  });

  it("a decline keeps the admin's note on its audit row, and the plan stays", async () => {
    const { browser, user } = await signedUpBrowser(apps.testMode.app);
    await subscribe(browser, 'business');
    expect((await browser.post('/api/billing/credit-back-requests', { reason: 'The ads ran for two days and we stopped them.' })).statusCode).toBe(200);
    const admin = await signedUpBrowser(apps.testMode.app, { name: 'Lin Admin' });
    await apps.testMode.database.pool.query("update users set role = 'admin' where id = $1", [admin.user.id]);
    const listed = (await admin.browser.get('/api/admin/billing/refunds')).json().refunds.find((r: { ownerEmail: string }) => r.ownerEmail === user.email);
    expect(listed).toMatchObject({ plan: 'business', status: 'requested' });
    const note = 'Two days is not a campaign; the guarantee asks for real use.';
    const decided = await admin.browser.post(`/api/admin/billing/refunds/${listed.id}/decision`, { decision: 'reject', note });
    expect(decided.json().refunds.find((r: { id: string }) => r.id === listed.id).status).toBe('rejected');
    const { rows } = await apps.testMode.database.pool.query(
      "select detail from billing_audit_events where action = 'credit-back.rejected' and subject_id = $1",
      [listed.id],
    );
    expect(rows).toEqual([{ detail: { note } }]);
    expect((await browser.get('/api/billing/subscription')).json()).toMatchObject({
      entitlements: { plan: 'business' },
      creditBack: { request: { status: 'rejected' } },
    });
  });
});
