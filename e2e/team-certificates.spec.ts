import { apiPost, signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { E2E_TEAM_ADMIN_EMAIL } from '../playwright.config';

// Team certificates (issue 30, ADR 048): a Business owner sees on /certificates each member's
// progress in the seven modules (who else may see it: credentials.test.ts, 404 for anyone else).
test("a Business owner sees a member's module progress on /certificates, with axe and at phone width (acceptance 6, 8)", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(context, { name: 'Olive Owner' }, 'create');
  const checkout = await apiPost(context, context.request, '/api/billing/checkouts', { plan: 'business', period: 'monthly' });
  await apiPost(context, context.request, `/api/billing/checkouts/${checkout.id}/pay`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
    name: 'Olive Owner',
  });

  const memberContext = await browser.newContext();
  const { account: member } = await signUpThroughApi(memberContext, { name: 'Mae Member' }, 'learn');
  await apiPost(context, context.request, '/api/billing/team/invitations', { email: member.email });
  const adminContext = await browser.newContext();
  await signUpThroughApi(adminContext, { email: E2E_TEAM_ADMIN_EMAIL });
  let token: string | null = null;
  await expect(async () => {
    const { messages } = await (await adminContext.request.get('/api/admin/mail-outbox')).json();
    const link = (messages as { to: string; text: string }[])
      .find((m) => m.to === member.email && m.text.includes('invite='))
      ?.text.match(/https?:\/\/\S+invite=[\w%-]+/)?.[0];
    token = link ? new URL(link).searchParams.get('invite') : null;
    expect(token).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  await adminContext.close();
  // 204, no body: apiPost would parse one
  const csrf = (await memberContext.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  expect((await memberContext.request.post('/api/billing/team/accept', { data: { token }, headers: { 'x-csrf-token': csrf } })).status()).toBe(204);
  await memberContext.close();

  await page.goto('/certificates');
  const section = page.getByRole('region', { name: 'Your team’s learning' });
  await expect(section).toBeVisible();
  const card = section.getByTestId('team-member');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: /Mae Member/ })).toBeVisible();
  await expect(card.getByRole('table', { name: 'Mae Member: progress in each module' }).getByRole('row')).toHaveCount(8);
  await expect(card.getByText('No certificates yet.')).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('team-certificates-390.png'), fullPage: true });
});
