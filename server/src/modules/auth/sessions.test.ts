import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, newAccount, signedUpBrowser } from '../../../test/test-browser';
import { hashSecretToken } from './secret-tokens';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('session expiry (controllable clock)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const lastSeen = async (token: string) => {
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecretToken(token)));
    return row?.lastSeenAt;
  };

  it('ends a session left idle for 7 days, and deletes it', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const token = browser.jar.get('sid')!;
    t.clock.advance(7 * DAY - HOUR);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);
    t.clock.advance(7 * DAY);
    const res = await browser.get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(browser.jar.has('sid')).toBe(false);
    expect(await lastSeen(token)).toBeUndefined();
  });

  it('ends any session 30 days after sign-in, however active', async () => {
    const { browser } = await signedUpBrowser(t.app);
    for (const days of [3, 3, 3, 3, 3, 3, 3, 3, 3, 2]) {
      t.clock.advance(days * DAY);
      expect((await browser.get('/api/auth/me')).statusCode).toBe(200);
    }
    t.clock.advance(DAY + 1000); // 30 days and a second
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('writes last-seen at most once an hour', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const token = browser.jar.get('sid')!;
    const first = await lastSeen(token);
    t.clock.advance(30 * 60_000);
    await browser.get('/api/auth/me');
    expect(await lastSeen(token)).toEqual(first);
    t.clock.advance(31 * 60_000);
    await browser.get('/api/auth/me');
    expect((await lastSeen(token))!.getTime()).toBeGreaterThan(first!.getTime());
  });
});

describe('cookies over HTTPS', () => {
  it.each([
    ['PUBLIC_URL is https', { PUBLIC_URL: 'https://reels.example' }, {}],
    ['a trusted proxy says https', { TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https', host: 'reels.example' }],
  ])('are Secure with the __Host- prefix when %s', async (_case, env, headers) => {
    const t = await createTestApp(env);
    try {
      const browser = createTestBrowser(t.app);
      await browser.request({ method: 'GET', url: '/api/auth/me', headers });
      const origin = 'https://reels.example';
      const res = await browser.request({ method: 'POST', url: '/api/auth/register', payload: newAccount(), headers: { ...headers, origin } });
      expect(res.statusCode).toBe(201);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
      const session = cookies.find((c) => c.startsWith('__Host-sid='));
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; Path=\//);
      expect(session).not.toMatch(/Domain=/);
      expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
      const me = await browser.request({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-Proto from an untrusted client', async () => {
    const t = await createTestApp();
    try {
      const browser = createTestBrowser(t.app);
      await browser.open();
      const res = await browser.request({ method: 'POST', url: '/api/auth/register', payload: newAccount(), headers: { 'x-forwarded-proto': 'https' } });
      expect(([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('sid='))).not.toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});
