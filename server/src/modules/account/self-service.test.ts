import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The newest mail to `to` whose subject matches, read from its queued `mail.send` job: what the
 * mail port gets is tested in email-verification.test.ts, so no worker has to poll for it here.
 */
async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const { rows } = await t.database.pool.query("select data from pgboss.job where name = 'mail.send' and data->>'to' = $1 order by created_on desc", [to]);
  const found = (rows as { data: { subject: string; text: string } }[]).map((r) => r.data).find((m) => subject.test(m.subject));
  expect(found, `a mail to ${to} matching ${subject}`).toBeDefined();
  return found!;
}
const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new URL(text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`))![0]).searchParams.get('token')!);
const signIn = async (email: string, password: string) => {
  const browser = createTestBrowser(t.app);
  await browser.open();
  return { browser, res: await browser.post('/api/auth/login', { email, password }) };
};
const patch = (browser: TestBrowser, url: string, payload: unknown) => browser.request({ method: 'PATCH', url, payload });

describe('profile', () => {
  it('renames the user and takes a free username; a taken one is 409, a bad one 400', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const other = await signedUpBrowser(t.app);
    const res = await patch(browser, '/api/account/profile', { name: '  Grace Hopper ', username: 'Grace2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Grace Hopper', username: 'grace2026' });
    expect((await patch(browser, '/api/account/profile', { username: other.user.username })).statusCode).toBe(409);
    expect((await patch(browser, '/api/account/profile', {})).json().user.name).toBe('Grace Hopper');
    const bad = await patch(browser, '/api/account/profile', { username: 'grace hopper!', name: 'G' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['name', 'username']);
    const visitor = createTestBrowser(t.app);
    await visitor.open();
    expect((await patch(visitor, '/api/account/profile', { name: 'Nobody Here' })).statusCode).toBe(401);
  });

  it('keeps e-mail preferences (all on until changed)', async () => {
    const { browser } = await signedUpBrowser(t.app);
    expect((await browser.get('/api/account/email-preferences')).json()).toEqual({ productUpdates: true, learningTips: true, achievementDigest: true });
    const saved = await browser.request({
      method: 'PUT',
      url: '/api/account/email-preferences',
      payload: { productUpdates: false, learningTips: true, achievementDigest: false },
    });
    expect(saved.statusCode).toBe(200);
    expect((await browser.get('/api/account/email-preferences')).json()).toEqual({ productUpdates: false, learningTips: true, achievementDigest: false });
  });
});

describe('password change', () => {
  it('needs the current password and signs out every other session, not this one', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const { browser: laptop } = await signIn(account.email, account.password);
    const wrong = await browser.post('/api/account/password', { currentPassword: 'not it', newPassword: 'a brand new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toMatch(/current password/);

    const res = await browser.post('/api/account/password', { currentPassword: account.password, newPassword: 'a brand new secret' });
    expect(res.json()).toEqual({ signedOut: 1 });
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).res.statusCode).toBe(401);
    expect((await signIn(account.email, 'a brand new secret')).res.statusCode).toBe(200);
    expect((await mailTo(account.email, /password was changed/)).text).toMatch(/signed out/);
  });
});

describe('sessions', () => {
  it('lists the browsers, signs out one, then everywhere', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const { browser: phone } = await signIn(account.email, account.password);
    const { sessions } = (await browser.get('/api/account/sessions')).json() as { sessions: { id: string; current: boolean }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = sessions.find((s) => !s.current)!;
    expect(JSON.stringify(sessions)).not.toContain(phone.jar.get('sid'));

    const outsider = await signedUpBrowser(t.app);
    expect((await outsider.browser.request({ method: 'DELETE', url: `/api/account/sessions/${phoneSession.id}` })).statusCode).toBe(404);
    expect((await browser.request({ method: 'DELETE', url: `/api/account/sessions/${phoneSession.id}` })).statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);

    await signIn(account.email, account.password);
    expect((await browser.post('/api/account/sessions/sign-out-everywhere')).json()).toEqual({ signedOut: 2 });
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('e-mail change (acceptance 2)', () => {
  it('signs in with the old address until the new one confirms, and tells the old one', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const newEmail = `new.${account.email}`;
    const res = await browser.post('/api/account/email', { email: newEmail.toUpperCase(), currentPassword: account.password });
    expect(res.json()).toEqual({ status: 'confirmation-sent', pendingEmail: newEmail });
    expect((await mailTo(account.email, /being changed/)).text).toContain(newEmail);
    const link = await mailTo(newEmail, /Confirm your new email/);

    expect((await signIn(newEmail, account.password)).res.statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).res.statusCode).toBe(200);
    expect((await browser.get('/api/auth/me')).json().email).toBe(account.email);

    const visitor = createTestBrowser(t.app);
    await visitor.open();
    const token = tokenIn(link.text, '/confirm-email');
    expect((await visitor.post('/api/account/email/confirm', { token })).json()).toEqual({ status: 'changed', email: newEmail });
    expect((await visitor.post('/api/account/email/confirm', { token })).statusCode).toBe(400);
    expect((await signIn(newEmail, account.password)).res.statusCode).toBe(200);
    expect((await signIn(account.email, account.password)).res.statusCode).toBe(401);
    expect((await browser.get('/api/auth/me')).json()).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it('refuses an address another account uses, and a wrong password', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const other = await signedUpBrowser(t.app);
    expect((await browser.post('/api/account/email', { email: other.account.email, currentPassword: account.password })).statusCode).toBe(409);
    expect((await browser.post('/api/account/email', { email: `x.${account.email}`, currentPassword: 'wrong one' })).statusCode).toBe(400);
  });
});

describe('password reset by e-mail', () => {
  it('resets once with the link, ends every session, and the link is then invalid', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const visitor = createTestBrowser(t.app);
    await visitor.open();
    const asked = await visitor.post('/api/auth/password-reset', { email: account.email });
    expect(asked.json()).toMatchObject({ status: 'requested' });
    const mail = await mailTo(account.email, /Reset your Reelwright password/);
    const token = tokenIn(mail.text, '/reset-password');
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits
    const { rows } = await t.database.pool.query('select token_hash from password_reset_tokens');
    expect(JSON.stringify(rows)).not.toContain(token);

    const reset = await visitor.post('/api/auth/password-reset/confirm', { token, newPassword: 'a fresh long secret' });
    expect(reset.json()).toEqual({ status: 'reset' });
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
    expect((await signIn(account.email, 'a fresh long secret')).res.statusCode).toBe(200);
    const again = await visitor.post('/api/auth/password-reset/confirm', { token, newPassword: 'yet another secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_INVALID');
  });

  it('answers 410 after 30 minutes, 400 for a bogus token', async () => {
    const { account } = await signedUpBrowser(t.app);
    const visitor = createTestBrowser(t.app);
    await visitor.open();
    await visitor.post('/api/auth/password-reset', { email: account.email });
    const token = tokenIn((await mailTo(account.email, /Reset your/)).text, '/reset-password');
    t.clock.advance(30 * 60_000 + 1000);
    const expired = await visitor.post('/api/auth/password-reset/confirm', { token, newPassword: 'a fresh long secret' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('LINK_EXPIRED');
    expect((await visitor.post('/api/auth/password-reset/confirm', { token: 'bogus', newPassword: 'a fresh long secret' })).json().code).toBe('LINK_INVALID');
  });

  it('answers known and unknown addresses alike and limits per address and per IP', async () => {
    const { account } = await signedUpBrowser(t.app);
    const visitor = createTestBrowser(t.app);
    await visitor.open();
    const known = await visitor.post('/api/auth/password-reset', { email: account.email });
    const unknown = await visitor.post('/api/auth/password-reset', { email: `nobody.${Date.now()}@studio.example` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    for (let i = 0; i < 4; i++) expect((await visitor.post('/api/auth/password-reset', { email: account.email })).statusCode).toBe(200);
    // a sixth request for the address, from another IP: limited per address
    const elsewhere = createTestBrowser(t.app);
    await elsewhere.open();
    const limited = await elsewhere.post('/api/auth/password-reset', { email: account.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    const crowd = createTestBrowser(t.app, { ip: '10.77.0.1' });
    await crowd.open();
    for (let i = 0; i < 20; i++) expect((await crowd.post('/api/auth/password-reset', { email: `someone${i}@studio.example` })).statusCode).toBe(200);
    expect((await crowd.post('/api/auth/password-reset', { email: 'one.more@studio.example' })).statusCode).toBe(429);
  });
});
