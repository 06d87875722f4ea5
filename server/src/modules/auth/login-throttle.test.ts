import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('failed-login limits', () => {
  it('answers the 11th failed login for an account within 15 minutes with 429 and Retry-After', async () => {
    const { account } = await signedUpBrowser(t.app);
    // each attempt from another address, so only the per-account limit applies
    for (let i = 0; i < 10; i++) {
      const browser = createTestBrowser(t.app);
      await browser.open();
      expect((await browser.post('/api/auth/login', { email: account.email, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const browser = createTestBrowser(t.app);
    await browser.open();
    const blocked = await browser.post('/api/auth/login', { email: account.email, password: account.password });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many failed sign-in attempts/) });

    // never a permanent lock-out: once the window has passed, the right password works
    t.clock.advance(15 * MINUTE + 1000);
    expect((await browser.post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const browser = createTestBrowser(t.app, { ip: '203.0.113.7' });
    await browser.open();
    for (let i = 0; i < 10; i++) {
      expect((await browser.post('/api/auth/login', { email: `guess${i}@studio.example`, password: 'password-guess' })).statusCode).toBe(401);
    }
    const res = await browser.post('/api/auth/login', { email: 'guess10@studio.example', password: 'password-guess' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // another address is unaffected
    const elsewhere = createTestBrowser(t.app, { ip: '203.0.113.8' });
    await elsewhere.open();
    expect((await elsewhere.post('/api/auth/login', { email: 'guess10@studio.example', password: 'password-guess' })).statusCode).toBe(401);
  });

  it('keeps counting across app instances sharing the database', async () => {
    const { account } = await signedUpBrowser(t.app);
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: t.config, db: t.database.db, queue: t.queue, logger: t.app.log as never, now: t.clock.now, adapters: t.adapters });
    try {
      for (let i = 0; i < 10; i++) {
        const browser = createTestBrowser(i % 2 ? t.app : second);
        await browser.open();
        await browser.post('/api/auth/login', { email: account.email, password: 'wrong' });
      }
      const browser = createTestBrowser(second);
      await browser.open();
      expect((await browser.post('/api/auth/login', { email: account.email, password: 'wrong' })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('limits sign-ups per address', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i++) await signedUpBrowser(t.app, {}, { ip });
    await expect(signedUpBrowser(t.app, {}, { ip })).rejects.toThrow(/429/);
  });
});
