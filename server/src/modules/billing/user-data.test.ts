import { subscribe, TEST_CARD } from '../../../test/billing-fixtures';
import { useBillingApps } from '../../../test/billing-apps';
import { signedUpBrowser } from '../../../test/test-browser';
import { billingUserData } from './user-data';

// Issue 31's billing tables in "your data" (issue 18, ADR 058): a customer's credit packs, refund
// requests and refund audit trail are in the export; deletion removes them and keeps the books only
// as anonymised audit rows (no user, no customer's words).

const apps = useBillingApps();

const BILLING_TABLES = ['subscriptions', 'invoices', 'checkouts', 'credit_pack_purchases', 'refunds', 'billing_audit_events', 'team_members', 'teams'];

/** Rows of the billing tables that mention `text` anywhere, as "table: row". */
async function billingRowsMentioning(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of BILLING_TABLES) {
    const { rows } = await apps.testMode.database.pool.query(`select t::text as row from "${table}" t where t::text ilike $1`, [`%${text}%`]);
    found.push(...rows.map((r: { row: string }) => `${table}: ${r.row}`));
  }
  return found;
}

describe('billing in the data export and the account deletion', () => {
  it('exports credit packs, refund requests and their audit trail; deletion leaves only anonymised audit rows, and a rerun changes nothing', async () => {
    const t = apps.testMode;
    const { browser, user } = await signedUpBrowser(t.app);
    await subscribe(browser, 'pro');
    const purchase = (await browser.post('/api/billing/credit-packs/purchases', { packId: 'pack-100' })).json();
    expect((await browser.post(`/api/billing/credit-packs/purchases/${purchase.id}/pay`, TEST_CARD)).statusCode).toBe(200);
    const reason = `Ran five videos for ${user.username} on paid ads, nothing sold.`;
    expect((await browser.post('/api/billing/credit-back-requests', { reason })).statusCode).toBe(200);
    const admin = await signedUpBrowser(t.app, { name: 'Grace Admin' });
    await t.database.pool.query("update users set role = 'admin' where id = $1", [admin.user.id]);
    const request = (await admin.browser.get('/api/admin/billing/refunds')).json().refunds.find((r: { ownerEmail: string }) => r.ownerEmail === user.email);
    expect((await admin.browser.post(`/api/admin/billing/refunds/${request.id}/decision`, { decision: 'approve' })).statusCode).toBe(200);

    const ctx = { db: t.database.db, storage: t.jobDeps.storage, payments: t.jobDeps.payments, userId: user.id, email: user.email, now: new Date() };
    const { data } = (await billingUserData.exportUserData(ctx)) as { data: Record<string, Array<Record<string, unknown>>> };
    expect(data.creditPacks).toEqual([expect.objectContaining({ id: purchase.id, packId: 'pack-100', status: 'succeeded' })]);
    expect(data.refunds).toEqual([expect.objectContaining({ id: request.id, kind: 'credit-back', status: 'refunded', reason })]);
    expect(data.auditTrail!.map((a) => a.action).sort()).toEqual([
      'credit-back.requested',
      'refund.credits-withdrawn',
      'refund.issued',
      'refund.subscription-ended',
    ]);
    // the reviewing admin is not named in the customer's archive
    expect(JSON.stringify(data)).not.toContain(admin.user.id);

    await billingUserData.deleteUserData(ctx);
    await billingUserData.deleteUserData(ctx);
    expect(await billingRowsMentioning(user.id)).toEqual([]);
    expect(await billingRowsMentioning(user.email)).toEqual([]);
    expect(await billingRowsMentioning(user.username)).toEqual([]);
    const { rows } = await t.database.pool.query(
      'select action, user_id, actor_user_id, detail from billing_audit_events where subject_id = any($1) order by action',
      [[purchase.id, request.id]],
    );
    // the books keep what was sold and refunded, once, and who reviewed it
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'credit-back.requested',
      'credit-pack.sold',
      'refund.credits-withdrawn',
      'refund.issued',
      'refund.subscription-ended',
    ]);
    expect(rows.every((r: { user_id: string | null }) => r.user_id === null)).toBe(true);
    expect(rows.find((r: { action: string }) => r.action === 'credit-pack.sold').detail).toMatchObject({
      packId: 'pack-100',
      credits: 100,
      amountCents: purchase.amountCents,
    });
    expect(rows.find((r: { action: string }) => r.action === 'refund.issued').actor_user_id).toBe(admin.user.id);
  });
});
