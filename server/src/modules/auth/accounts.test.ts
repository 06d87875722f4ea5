import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { userResponseSchema, userSchema } from '@common/contracts/auth';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, newAccount, signedUpBrowser } from '../../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setCookie = (response: { headers: Record<string, unknown> }, name: string) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`));

describe('sign-up', () => {
  it('creates the account, signs the browser in and answers with the user', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const account = newAccount({ email: '  Grace.Hopper+ads@Studio.Example ' });
    const res = await browser.post('/api/auth/register', { ...account, username: 'ignored-by-the-server' });
    expect(res.statusCode).toBe(201);
    const { user } = userResponseSchema.parse(res.json());
    expect(user).toMatchObject({
      email: 'grace.hopper+ads@studio.example',
      name: 'Ada Lovelace',
      username: 'gracehopperads',
      role: 'user',
      plan: 'free',
      navigationPath: null,
      emailVerified: false,
    });
    expect(res.body).not.toMatch(/argon2|password/i);

    const me = await browser.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json()).id).toBe(user.id);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and the CSRF cookie script-readable', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/register', newAccount());
    const sid = setCookie(res, 'sid');
    expect(sid).toMatch(/; HttpOnly/);
    expect(sid).toMatch(/; SameSite=Lax/);
    expect(sid).toMatch(/; Path=\//);
    expect(sid).not.toMatch(/; Secure/);
    // at least 128 bits of randomness: 32 bytes as base64url
    expect(browser.jar.get('sid')).toMatch(/^[\w-]{43}$/);
    const opened = await createTestBrowser(t.app).open();
    expect(setCookie(opened, 'csrf_token')).not.toMatch(/HttpOnly/);
  });

  it('stores only an argon2id hash with m=19 MiB, t=2, p=1', async () => {
    const { user, account } = await signedUpBrowser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(account.password);
    expect(parseOptions(row!.passwordHash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('appends digits when the derived username is taken', async () => {
    const first = await signedUpBrowser(t.app, { email: 'mo.salah@one.example' });
    const second = await signedUpBrowser(t.app, { email: 'Mo_Salah@two.example' });
    const third = await signedUpBrowser(t.app, { email: 'mosalah@three.example' });
    expect([first.user.username, second.user.username, third.user.username]).toEqual(['mosalah', 'mosalah2', 'mosalah3']);
  });

  it('answers a second sign-up with the same e-mail, in any case, with 409', async () => {
    const { account } = await signedUpBrowser(t.app);
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/register', { ...account, email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: expect.stringMatching(/already exists/) });
  });

  it('refuses one of the 1,000 most common passwords with a clear message', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/register', newAccount({ password: 'Password1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toMatch(/most common/);
  });

  it.each([
    ['missing fields', {}, ['name', 'email', 'password', 'primaryObstacle']],
    ['wrong types', { name: 42, email: true, password: [], primaryObstacle: null }, ['name', 'email', 'password', 'primaryObstacle']],
    ['spec minimums', { name: 'A', email: 'not-an-email', password: '12345', primaryObstacle: '' }, ['name', 'email', 'password', 'primaryObstacle']],
    [
      'over-long strings',
      { name: 'n'.repeat(101), email: `${'e'.repeat(250)}@x.io`, password: 'p'.repeat(129), primaryObstacle: 'content-ideas' },
      ['name', 'email', 'password'],
    ],
    ['an unknown key', { ...newAccount(), isAdmin: true }, ['isAdmin']],
  ])('answers %s with 400 and a message per field', async (_case, body, fields) => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([...fields].sort());
  });

  it('quotes the spec messages for its own rules', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/register', { name: 'A', email: 'x', password: '1', primaryObstacle: '' });
    expect(res.json().fields).toEqual({
      name: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      primaryObstacle: 'Please select your primary obstacle',
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/register', '{"name": "Ada",', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });
});

describe('sign-in and sign-out', () => {
  it('starts a new session on every login: the old cookie stops working', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const before = browser.jar.get('sid')!;
    const res = await browser.post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(userResponseSchema.parse(res.json()).user.email).toBe(account.email);
    const after = browser.jar.get('sid')!;
    expect(after).not.toBe(before);

    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: before } });
    expect(stale.statusCode).toBe(401);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('gives unknown and known e-mails the same failure answer', async () => {
    const { account } = await signedUpBrowser(t.app);
    const browser = createTestBrowser(t.app, { ip: '10.9.0.1' });
    await browser.open();
    const wrongPassword = await browser.post('/api/auth/login', { email: account.email, password: 'not the password' });
    const unknownEmail = await browser.post('/api/auth/login', { email: `nobody.${Date.now()}@studio.example`, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('signs in whatever the case of the e-mail', async () => {
    const { account } = await signedUpBrowser(t.app);
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });
    expect(res.statusCode).toBe(200);
  });

  it('logout deletes the session on the server, so a copied cookie is useless', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const copied = browser.jar.get('sid')!;
    const res = await browser.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(browser.jar.has('sid')).toBe(false);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: copied } });
    expect(replay.statusCode).toBe(401);
  });

  it('validates the login body with the spec messages', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const res = await browser.post('/api/auth/login', { email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Please enter a valid email address', password: 'Password is required' });
  });
});

describe('navigation path', () => {
  it('saves the chosen path and answers with the updated user', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const res = await browser.post('/api/user/navigation-path', { navigationPath: 'agency' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.navigationPath).toBe('agency');
    expect((await browser.get('/api/auth/me')).json().navigationPath).toBe('agency');
  });

  it('refuses an unknown path and a signed-out caller', async () => {
    const { browser } = await signedUpBrowser(t.app);
    expect((await browser.post('/api/user/navigation-path', { navigationPath: 'astronaut' })).statusCode).toBe(400);
    const visitor = createTestBrowser(t.app);
    await visitor.open();
    expect((await visitor.post('/api/user/navigation-path', { navigationPath: 'learn' })).statusCode).toBe(401);
  });
});
