import { E2E_LEADS_ADMIN_EMAIL } from '../playwright.config';
import { signUpThroughApi } from './accounts';
import { expect, test } from './fixtures';

test('an opt-in from a campaign shows on /admin/leads/{id} with its attribution, and in the CSV export (acceptance 2, operator half)', async ({
  page,
  browser,
}) => {
  const email = `campaign.${Date.now().toString(36)}@studio.io`;
  await page.goto('/?utm_source=x&utm_campaign=y');
  await page.getByLabel('Email address').fill(email);
  await page.locator('form').getByRole('button').click();
  await page.waitForURL(/\/thank-you\?/);

  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.1' } });
  await admin.addInitScript(() => {
    sessionStorage.setItem('intro_seen', 'true');
    localStorage.setItem('cookie-consent', 'declined');
  });
  await signUpThroughApi(admin, { email: E2E_LEADS_ADMIN_EMAIL }, 'create');
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/leads');
  await expect(adminPage.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(email);
  await adminPage.getByRole('link', { name: email }).click();
  await expect(adminPage).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(adminPage.getByRole('heading', { name: email, level: 1 })).toBeVisible();
  const attribution = adminPage.getByRole('region', { name: 'Attribution' });
  await expect(attribution.getByText('utm_source', { exact: true }).first().locator('xpath=..')).toContainText('x');
  await expect(attribution.getByText('utm_campaign', { exact: true }).first().locator('xpath=..')).toContainText('y');
  await expect(attribution.getByText('Landing page', { exact: true }).locator('xpath=..')).toContainText('/');
  const timeline = adminPage.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Opted in')).toBeVisible();
  await expect(timeline.getByText('Tracking pixel loaded')).toBeVisible();
  await expect(timeline.getByText('Page view')).toBeVisible();

  await adminPage.goto('/email-export');
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(adminPage.getByText('1 leads')).toBeVisible();
  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  const [header, row] = csv.split('\r\n');
  expect(header).toContain('email');
  expect(row).toContain(email);
  expect(row).toContain(',x,');

  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { name: 'Funnel', level: 1 })).toBeVisible();
  await expect(adminPage.getByRole('img', { name: 'Visitors, opt-ins and sign-ups by day' })).toBeVisible();
  await expect(adminPage.getByRole('heading', { name: 'Web vitals (p75)' })).toBeVisible();
  await admin.close();
});

test('a signed-in user who is not an admin is refused the lead screens', async ({ context, page }) => {
  await signUpThroughApi(context, {}, 'create');
  for (const path of ['/admin', '/admin/leads', '/email-export']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Funnel|Leads|E-mail Export/);
  }
});

test('the public pages never load chart or admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  for (const path of ['/', '/opt-in', '/thank-you']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(scripts.filter((s) => /funnel-charts|admin-dashboard|leads-page|lead-detail|email-export/.test(s))).toEqual([]);
});
