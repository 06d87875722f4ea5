import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../../test/test-browser';

const linkIn = (text: string) => text.match(/https?:\/\/\S+\/verify-email\?token=[\w%-]+/)?.[0];
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!);

/** A real SMTP server on loopback that keeps every message it is given. */
async function startInbox() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('verification e-mail through a real SMTP server', () => {
  let inbox: Awaited<ReturnType<typeof startInbox>>;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://reelwright.test:5000' });
    await t.startWorkers();
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('reaches the inbox after sign-up, and its link verifies the user', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    await vi.waitFor(() => expect(inbox.received.some((m) => m.to.includes(account.email))).toBe(true), { timeout: 20_000, interval: 200 });
    const mail = inbox.received.find((m) => m.to.includes(account.email))!;
    expect(mail.raw).toMatch(/Subject: Confirm your email for Reelwright/);
    // quoted-printable may fold long lines: unfold soft breaks before looking for the link
    const link = linkIn(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))!;
    expect(link.startsWith('http://reelwright.test:5000/verify-email?token=')).toBe(true);

    expect((await browser.get('/api/auth/me')).json().emailVerified).toBe(false);
    // the link may be opened in another browser, signed out
    const elsewhere = createTestBrowser(t.app);
    await elsewhere.open();
    const res = await elsewhere.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'verified', email: account.email });
    expect((await browser.get('/api/auth/me')).json().emailVerified).toBe(true);

    // a link works once
    const again = await elsewhere.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_INVALID');
  });
});

describe('verification links (outbox adapter)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.startWorkers();
  });
  afterAll(() => t.close());

  async function outboxLinkFor(email: string, notIn: string[] = []): Promise<string> {
    const admin = await signedUpBrowser(t.app);
    await t.database.pool.query("update users set role = 'admin' where id = $1", [admin.user.id]);
    let link: string | undefined;
    await vi.waitFor(
      async () => {
        const { messages } = (await admin.browser.get('/api/admin/mail-outbox')).json() as { messages: { to: string; text: string }[] };
        link = messages
          .filter((m) => m.to === email)
          .map((m) => linkIn(m.text)!)
          .find((l) => !notIn.includes(l));
        expect(link).toBeDefined();
      },
      { timeout: 20_000, interval: 200 },
    );
    return link!;
  }

  it('keeps the message in the outbox for admins to read', async () => {
    const { account } = await signedUpBrowser(t.app);
    expect(await outboxLinkFor(account.email)).toMatch(/^http:\/\/localhost:5000\/verify-email\?token=/);
  });

  it('answers an expired link with 410 and lets the signed-in user get a new one', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const first = await outboxLinkFor(account.email);
    t.clock.advance(24 * 3_600_000 + 1000);
    const expired = await browser.post('/api/auth/verify-email', { token: tokenOf(first) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', message: expect.stringMatching(/expired/) });

    const resend = await browser.post('/api/auth/resend-verification');
    expect(resend.json()).toEqual({ status: 'sent' });
    const second = await outboxLinkFor(account.email, [first]);
    expect((await browser.post('/api/auth/verify-email', { token: tokenOf(second) })).statusCode).toBe(200);
    expect((await browser.post('/api/auth/resend-verification')).json()).toEqual({ status: 'already-verified' });
  });

  it('voids the old link when a new one is sent', async () => {
    const { browser, account } = await signedUpBrowser(t.app);
    const first = await outboxLinkFor(account.email);
    await browser.post('/api/auth/resend-verification');
    await outboxLinkFor(account.email, [first]);
    expect((await browser.post('/api/auth/verify-email', { token: tokenOf(first) })).statusCode).toBe(400);
  });

  it('limits resends per address and refuses them signed out', async () => {
    const { browser } = await signedUpBrowser(t.app);
    for (let i = 0; i < 5; i++) expect((await browser.post('/api/auth/resend-verification')).statusCode).toBe(200);
    const limited = await browser.post('/api/auth/resend-verification');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const visitor = createTestBrowser(t.app);
    await visitor.open();
    expect((await visitor.post('/api/auth/resend-verification')).statusCode).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    expect((await browser.post('/api/auth/verify-email', { token: 'made-up' })).statusCode).toBe(400);
    expect((await browser.post('/api/auth/verify-email', {})).statusCode).toBe(400);
  });
});
