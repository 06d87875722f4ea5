import { ACCOUNT_DISABLED_MESSAGE } from '@common/contracts/errors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';

let t: TestApp;
let admin: TestBrowser;
let adminId: string;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signedUpBrowser(t.app);
  await t.database.pool.query("update users set role = 'admin' where id = $1", [signedUp.user.id]);
  admin = signedUp.browser;
  adminId = signedUp.user.id;
  adminEmail = signedUp.account.email;
});
afterAll(() => t.close());

type AuditRow = {
  action: string;
  actorEmail: string | null;
  subjectEmail: string | null;
  subjectUserId: string;
  reason: string;
  detail: Record<string, unknown>;
};

async function auditOf(userId: string): Promise<AuditRow[]> {
  const res = await admin.get(`/api/admin/audit?userId=${userId}`);
  expect(res.statusCode).toBe(200);
  return res.json().events;
}

describe('admin users', () => {
  it('searches accounts by e-mail, paged, with plan, credits, role, verification, last sign-in and access', async () => {
    const stamp = Date.now().toString(36);
    const made = [];
    for (let i = 0; i < 22; i++) made.push(await signedUpBrowser(t.app, { email: `find_me.${i}.${stamp}@users.example` }));
    // `_` typed into the search is a letter, not a wildcard
    const first = (await admin.get(`/api/admin/users?email=${encodeURIComponent(`find_me.`)}`)).json();
    expect(first.total).toBe(22);
    expect(first.users).toHaveLength(20);
    const second = (await admin.get(`/api/admin/users?email=find_me.&page=2`)).json();
    expect(second.users).toHaveLength(2);
    expect(new Set([...first.users, ...second.users].map((u: { id: string }) => u.id)).size).toBe(22);
    expect((await admin.get(`/api/admin/users?email=findXme.`)).json().total).toBe(0);

    const one = (await admin.get(`/api/admin/users?email=${encodeURIComponent(`FIND_ME.3.${stamp}`)}`)).json();
    expect(one.users).toEqual([
      expect.objectContaining({
        id: made[3]!.user.id,
        email: `find_me.3.${stamp}@users.example`,
        plan: 'free',
        role: 'user',
        credits: expect.any(Number),
        emailVerifiedAt: null,
        lastSignInAt: expect.any(String),
        disabledAt: null,
      }),
    ]);
    expect(one.users[0].credits).toBeGreaterThan(0);
    const detail = await admin.get(`/api/admin/users/${made[3]!.user.id}`);
    expect(detail.json()).toEqual(one.users[0]);
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('disabling ends the account sessions at once and refuses its sign-in; enabling lets it back in', async () => {
    const { browser, account, user } = await signedUpBrowser(t.app);
    const other = createTestBrowser(t.app);
    await other.open();
    expect((await other.post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
    expect((await browser.get('/api/credits')).statusCode).toBe(200);

    const disabled = await admin.post(`/api/admin/users/${user.id}/access`, { disabled: true, reason: 'Chargeback fraud' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabledAt).toEqual(expect.any(String));

    // both browsers were signed in; both are signed out on their next call
    for (const b of [browser, other]) expect((await b.get('/api/credits')).statusCode).toBe(401);
    const { rows } = await t.database.pool.query('select count(*)::int as n from sessions where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);

    const again = createTestBrowser(t.app);
    await again.open();
    const refused = await again.post('/api/auth/login', { email: account.email, password: account.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
    // a wrong password still reads as a wrong password: the disabled state is told only to the owner
    expect((await again.post('/api/auth/login', { email: account.email, password: 'not the password' })).json().code).toBe('INVALID_CREDENTIALS');

    expect((await admin.post(`/api/admin/users/${user.id}/access`, { disabled: true, reason: 'twice' })).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/users/${user.id}/access`, { disabled: false, reason: 'Chargeback withdrawn' })).statusCode).toBe(200);
    expect((await again.post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
    expect((await again.get('/api/credits')).statusCode).toBe(200);

    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({ action: 'account.enabled', actorEmail: adminEmail, subjectEmail: account.email, reason: 'Chargeback withdrawn' }),
      expect.objectContaining({
        action: 'account.disabled',
        actorEmail: adminEmail,
        subjectEmail: account.email,
        reason: 'Chargeback fraud',
        detail: { sessionsEnded: 2 },
      }),
    ]);
  });

  it('grants and revokes admin, and puts every action, credit adjustments included, in the audit list', async () => {
    const { browser, account, user } = await signedUpBrowser(t.app);
    expect((await browser.get('/api/admin/users')).statusCode).toBe(403);

    const granted = await admin.post(`/api/admin/users/${user.id}/role`, { role: 'admin', reason: 'New support lead' });
    expect(granted.json().role).toBe('admin');
    expect((await browser.get('/api/admin/users')).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${user.id}/role`, { role: 'admin', reason: 'again' })).statusCode).toBe(409);

    const before = (await admin.get(`/api/admin/users/${user.id}`)).json().credits;
    const adjustment = { email: account.email, amount: 7, reason: 'Goodwill for an outage', idempotencyKey: `key-${Date.now()}` };
    expect((await admin.post('/api/admin/credits/adjustments', adjustment)).json()).toEqual({ balance: before + 7 });
    // the form resent after a lost answer: one ledger row, one audit row
    expect((await admin.post('/api/admin/credits/adjustments', adjustment)).json()).toEqual({ balance: before + 7 });
    const taken = { email: account.email, amount: -3, reason: 'Duplicate grant', idempotencyKey: `key-${Date.now()}-b` };
    expect((await admin.post('/api/admin/credits/adjustments', taken)).json()).toEqual({ balance: before + 4 });
    expect((await admin.get(`/api/admin/users/${user.id}`)).json().credits).toBe(before + 4);

    const revoked = await admin.post(`/api/admin/users/${user.id}/role`, { role: 'user', reason: 'Left the support team' });
    expect(revoked.json().role).toBe('user');
    expect((await browser.get('/api/admin/users')).statusCode).toBe(403);

    const rows = await auditOf(user.id);
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['role.revoked', 'Left the support team'],
      ['credits.adjusted', 'Duplicate grant'],
      ['credits.adjusted', 'Goodwill for an outage'],
      ['role.granted', 'New support lead'],
    ]);
    expect(rows[1]!.detail).toEqual({ amount: -3, balanceAfter: before + 4 });
    expect(rows.every((row) => row.actorEmail === adminEmail && row.subjectUserId === user.id)).toBe(true);
    // the whole trail (no filter) holds them too
    const all = (await admin.get('/api/admin/audit')).json();
    expect(all.events.filter((row: AuditRow) => row.subjectUserId === user.id)).toHaveLength(4);
  });

  it("stops a disabled account's API keys too", async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const checkout = (await browser.post('/api/billing/checkouts', { plan: 'enterprise', period: 'monthly' })).json();
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Owner' };
    expect((await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, card)).statusCode).toBe(200);
    const created = await browser.post('/api/public-api/keys', { name: 'zapier', scopes: ['read'] });
    expect(created.statusCode).toBe(201);
    const v1Credits = () => t.app.inject({ method: 'GET', url: '/api/v1/credits', headers: { authorization: `Bearer ${created.json().secret}` } });
    expect((await v1Credits()).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${user.id}/access`, { disabled: true, reason: 'Abusing the API' })).statusCode).toBe(200);
    const refused = await v1Credits();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
  });

  it('refuses an admin disabling or demoting themselves', async () => {
    const demote = await admin.post(`/api/admin/users/${adminId}/role`, { role: 'user', reason: 'Stepping down' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('You cannot remove your own admin role. Ask another admin.');
    const disable = await admin.post(`/api/admin/users/${adminId}/access`, { disabled: true, reason: 'Leaving' });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe('You cannot disable your own account.');
    expect(await auditOf(adminId)).toEqual([]);
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('answers 403 to a signed-in non-admin and 401 signed out on every users API, whatever the body', async () => {
    const { browser: user, user: someone } = await signedUpBrowser(t.app);
    const signedOut = createTestBrowser(t.app);
    await signedOut.open();
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/users?email=a', undefined],
      ['GET', `/api/admin/users/${someone.id}`, undefined],
      ['POST', `/api/admin/users/${someone.id}/role`, { role: 'admin', reason: 'Promote myself' }],
      ['POST', `/api/admin/users/${someone.id}/access`, { disabled: true, reason: 'whatever' }],
      ['POST', `/api/admin/users/not-a-uuid/access`, { nonsense: true }],
      ['GET', '/api/admin/audit', undefined],
      ['POST', '/api/admin/credits/adjustments', { email: 'x@y.example', amount: 5, reason: 'free money', idempotencyKey: 'abcdefgh12' }],
    ];
    for (const [method, url, payload] of calls) {
      expect([url, (await user.request({ method: method as 'GET', url, payload })).statusCode]).toEqual([url, 403]);
      expect([url, (await signedOut.request({ method: method as 'GET', url, payload })).statusCode]).toEqual([url, 401]);
    }
    expect((await admin.get(`/api/admin/users/${someone.id}`)).json().role).toBe('user');
  });

  it("the account's data export lists what admins did to it without naming them; deleting it keeps the rows unlinked and without the reason", async () => {
    const { account, user } = await signedUpBrowser(t.app);
    expect((await admin.post(`/api/admin/users/${user.id}/role`, { role: 'admin', reason: 'Runs the Berlin agency account' })).statusCode).toBe(200);
    const ctx = { db: t.database.db, storage: t.storage, payments: t.jobDeps.payments, userId: user.id, email: account.email, now: new Date() };
    const { adminUsersUserData } = await import('./service');
    const exported = await adminUsersUserData.exportUserData(ctx);
    expect(exported.data).toEqual({ adminActions: [expect.objectContaining({ action: 'role.granted', reason: 'Runs the Berlin agency account' })] });
    expect(JSON.stringify(exported.data)).not.toContain(adminId);

    await adminUsersUserData.deleteUserData(ctx);
    await adminUsersUserData.deleteUserData(ctx); // a second run after a crash finds nothing to do
    expect(await auditOf(user.id)).toEqual([]);
    const { rows } = await t.database.pool.query(
      "select subject_user_id, reason from admin_audit_events where action = 'role.granted' and actor_user_id = $1",
      [adminId],
    );
    expect(rows).toContainEqual({ subject_user_id: null, reason: '(account deleted)' });
    expect(JSON.stringify(rows)).not.toContain('Berlin');
  });
});
