import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Boss@Studio.Example, other@studio.example' });
});
afterAll(() => t.close());

describe('the admin guard (GET /api/admin/mail-outbox)', () => {
  it('answers 401 to nobody', async () => {
    const visitor = createTestBrowser(t.app);
    expect((await visitor.get('/api/admin/mail-outbox')).statusCode).toBe(401);
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const res = await browser.get('/api/admin/mail-outbox');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lets in an account named in ADMIN_EMAILS', async () => {
    const { browser, user } = await signedUpBrowser(t.app, { email: 'boss@studio.example' });
    expect((await browser.get('/api/auth/me')).json().role).toBe('admin');
    const res = await browser.get('/api/admin/mail-outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toBeInstanceOf(Array);
    expect(user.email).toBe('boss@studio.example');
  });

  it('`npm run admin -- grant EMAIL` makes an existing user an admin', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    expect((await browser.get('/api/admin/mail-outbox')).statusCode).toBe(403);
    const run = promisify(execFile);
    const { stdout } = await run('node', ['--import', 'tsx', 'server/src/cli/admin.ts', 'grant', account.email.toUpperCase()], {
      env: { ...process.env, DATABASE_URL: t.testDatabase.url, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toMatch(/is now an admin/);
    expect((await browser.get('/api/admin/mail-outbox')).statusCode).toBe(200);

    await expect(
      run('node', ['--import', 'tsx', 'server/src/cli/admin.ts', 'grant', 'nobody@studio.example'], {
        env: { ...process.env, DATABASE_URL: t.testDatabase.url, LOG_LEVEL: 'silent' },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/No account/) });
  });
});
