import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Owner' };

async function subscribe(browser: TestBrowser, plan: string) {
  const checkout = (await browser.post('/api/billing/checkouts', { plan, period: 'monthly' })).json();
  expect((await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD)).statusCode).toBe(200);
}

/** The invitation link queued for the mail port (the mail job's payload; the address also has its verification mail). */
async function invitationToken(email: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ data: { to: string; link: string } }>(
    "select data from pgboss.job where name = 'mail.send' and data->>'to' = $1 and data->>'link' like '%/subscription?invite=%'",
    [email],
  );
  expect(rows).toHaveLength(1);
  return new URL(rows[0]!.data.link).searchParams.get('invite')!;
}

describe('teams and seats', () => {
  it('lets a Business owner invite 5 and refuses the 6th; a member spends from the team pool with their name in the history; a removed member loses access', async () => {
    const owner = await signedUpBrowser(t.app);
    await subscribe(owner.browser, 'business');
    const members = await Promise.all(Array.from({ length: 5 }, (_, i) => signedUpBrowser(t.app, { name: `Member ${i + 1}` })));
    for (const member of members) expect((await owner.browser.post('/api/billing/team/invitations', { email: member.account.email })).statusCode).toBe(201);
    const sixth = await owner.browser.post('/api/billing/team/invitations', { email: 'sixth@studio.example' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('All 5 seats of your plan are taken. Remove a member to invite someone else.');

    const member = members[0]!;
    // the link works only for the address it was sent to
    const token = await invitationToken(member.account.email);
    expect((await members[1]!.browser.post('/api/billing/team/accept', { token })).statusCode).toBe(403);
    expect((await member.browser.post('/api/billing/team/accept', { token })).statusCode).toBe(204);
    const team = (await owner.browser.get('/api/billing/team')).json();
    expect(team).toMatchObject({ seats: 5, used: 5 });
    expect(team.members.map((m: { status: string }) => m.status).sort()).toEqual(['active', 'pending', 'pending', 'pending', 'pending']);

    const teamBalance = await balanceOf(owner.browser);
    expect(teamBalance).toBe(140 + 1500 + 300);
    expect(await balanceOf(member.browser)).toBe(teamBalance);
    const render = await renderVideo(member.browser);
    expect(render.statusCode).toBe(202);
    expect(render.json().watermark).toBe(false);
    expect(await balanceOf(owner.browser)).toBe(teamBalance - 5);
    const [spend] = (await owner.browser.get('/api/credits/ledger')).json().entries;
    expect(spend).toMatchObject({ kind: 'spend', amount: -5, actorName: 'Member 1' });
    // the video stays the member's own
    expect((await member.browser.get('/api/studio/videos')).json().videos).toHaveLength(1);
    expect((await owner.browser.get('/api/studio/videos')).json().videos).toHaveLength(0);

    const memberRow = team.members.find((m: { status: string }) => m.status === 'active');
    expect((await owner.browser.request({ method: 'DELETE', url: `/api/billing/team/members/${memberRow.id}` })).statusCode).toBe(200);
    expect(await balanceOf(member.browser)).toBe(140);
    expect((await member.browser.get('/api/billing/entitlements')).json()).toMatchObject({ plan: 'free', watermark: true });
    expect((await renderVideo(member.browser)).json().watermark).toBe(true);
    expect(await balanceOf(owner.browser)).toBe(teamBalance - 5);
  });

  it('gives a Pro owner no seats to invite (403 naming Business)', async () => {
    const owner = await signedUpBrowser(t.app);
    await subscribe(owner.browser, 'pro');
    const response = await owner.browser.post('/api/billing/team/invitations', { email: 'friend@studio.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Inviting team members needs the Business plan or higher.');
  });
});
