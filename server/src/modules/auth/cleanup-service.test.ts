import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../../test/test-browser';
import { purgeExpiredAuthData } from './cleanup-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) => Number((await t.database.pool.query(`select count(*) from ${table}`)).rows[0].count);

it('purges expired sessions, links and old throttle events, and keeps live ones', async () => {
  const stale = await signedUpBrowser(t.app);
  const failed = createTestBrowser(t.app);
  await failed.open();
  await failed.post('/api/auth/login', { email: 'nobody@studio.example', password: 'wrong password' });
  t.clock.advance(8 * 24 * 3_600_000); // past idle expiry, the 24 h links and a day of throttle events
  const fresh = await signedUpBrowser(t.app);

  const purged = await purgeExpiredAuthData(t.database.db, t.clock.now());
  expect(purged).toEqual({ sessions: 1, verificationTokens: 1, resetAndEmailChangeTokens: 0, throttleEvents: 3 });
  expect(await count('sessions')).toBe(1);
  expect(await count('email_verification_tokens')).toBe(1);
  expect((await fresh.browser.get('/api/auth/me')).statusCode).toBe(200);
  expect((await stale.browser.get('/api/auth/me')).statusCode).toBe(401);
});
