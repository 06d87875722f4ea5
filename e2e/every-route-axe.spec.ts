import type { BrowserContext, Page } from '@playwright/test';
import { adminRoutes, protectedRoutes, publicRoutes } from '../common/routes';
import { E2E_AXE_ADMIN_EMAIL } from '../playwright.config';
import { TEST_CARD } from '../server/test/billing-fixtures';
import { apiPost, signUpThroughApi } from './accounts';
import { MARKETING_AXE_ROUTES, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createCreatorWithData, createLead, open, problemsOf, visitorContext } from './quality-data';

// axe-core on every screen of the spec (issue 19), each as the kind of user it is for and with data
// on it (a rendered video and its variant, a share link, a certificate, a lead, a Pro subscription),
// zero serious or critical violations. The marketing screens are audited by accessibility.spec.ts
// (phone too, every lazy section loaded); this table holds every other route, and the first test
// fails when a route of common/routes.ts is in neither.

type Data = { videoId: string; shareToken: string; certificateId: string; checkoutId: string; leadId: string; creatorId: string };
type Who = 'visitor' | 'creator' | 'admin';
type Visit = { as: Who; url: string | ((d: Data) => string) };

/** The creator's screens that show the made data (videos, shares, learning, billing); the others are audited by a Pro creator of their own, in parallel. */
const SHOWS_DATA = new Set([
  '/dashboard',
  '/history',
  '/analytics',
  '/animation/:id',
  '/performance',
  '/thumbnails',
  '/cosmic-engine',
  '/certificates',
  '/learning',
  '/gamification',
  '/video-library',
  '/subscription',
  '/checkout/success',
]);

const token = 'a'.repeat(43);
const ROUTES: Record<string, Visit> = {
  // public, signed out
  '/opt-in': { as: 'visitor', url: '/opt-in' },
  '/auth': { as: 'visitor', url: '/auth' },
  '/login': { as: 'visitor', url: '/login' },
  '/signup': { as: 'visitor', url: '/signup?mode=signup' },
  '/register': { as: 'visitor', url: '/register?mode=signup' },
  '/verify-email': { as: 'visitor', url: `/verify-email?token=${token}` },
  '/thank-you-paid': { as: 'visitor', url: '/thank-you-paid' },
  '/purchase-success': { as: 'visitor', url: '/purchase-success' },
  '/oto-success': { as: 'visitor', url: '/oto-success' },
  '/director-chair': { as: 'visitor', url: '/director-chair' },
  '/reset-password': { as: 'visitor', url: `/reset-password?token=${token}` },
  '/confirm-email': { as: 'visitor', url: `/confirm-email?token=${token}` },
  '/share/:shareToken': { as: 'visitor', url: (d) => `/share/${d.shareToken}` },
  '/verify/:hash': { as: 'visitor', url: (d) => `/verify/${d.certificateId}` },
  // the creator's studio (Pro, with videos, a share link and a certificate)
  '/dashboard': { as: 'creator', url: '/dashboard' },
  '/history': { as: 'creator', url: '/history' },
  '/hooks': { as: 'creator', url: '/hooks' },
  '/script-templates': { as: 'creator', url: '/script-templates' },
  '/analytics': { as: 'creator', url: '/analytics' },
  '/animation': { as: 'creator', url: '/animation' },
  '/animation/:id': { as: 'creator', url: (d) => `/animation/${d.videoId}` },
  '/video-maker': { as: 'creator', url: '/video-maker' },
  '/batches': { as: 'creator', url: '/batches' },
  // a batch that is not the creator's (or does not exist): its error state; e2e/batches.spec.ts audits a real one
  '/batches/:id': { as: 'creator', url: '/batches/00000000-0000-4000-8000-000000000000' },
  '/prompts': { as: 'creator', url: '/prompts' },
  '/performance': { as: 'creator', url: '/performance' },
  '/thumbnails': { as: 'creator', url: '/thumbnails' },
  '/cosmic-engine': { as: 'creator', url: '/cosmic-engine' },
  '/cosmic-entertainment': { as: 'creator', url: '/cosmic-entertainment' },
  '/skit-studio': { as: 'creator', url: '/skit-studio' },
  '/temporal-engine': { as: 'creator', url: '/temporal-engine' },
  '/omni-topical': { as: 'creator', url: '/omni-topical' },
  '/neuro-motivation': { as: 'creator', url: '/neuro-motivation' },
  '/creative-council': { as: 'creator', url: '/creative-council' },
  '/profile': { as: 'creator', url: '/profile' },
  '/navigation': { as: 'creator', url: '/navigation' },
  '/certificates': { as: 'creator', url: '/certificates' },
  '/learning': { as: 'creator', url: '/learning' },
  '/gamification': { as: 'creator', url: '/gamification' },
  '/voice-library': { as: 'creator', url: '/voice-library' },
  '/video-library': { as: 'creator', url: '/video-library' },
  '/subscription': { as: 'creator', url: '/subscription' },
  '/checkout': { as: 'creator', url: '/checkout?plan=business&period=monthly' },
  '/checkout/success': { as: 'creator', url: (d) => `/checkout/success?checkout=${d.checkoutId}` },
  '/checkout/cancel': { as: 'creator', url: '/checkout/cancel' },
  // operator screens
  '/manage-showcase': { as: 'admin', url: '/manage-showcase' },
  '/showcase-manager': { as: 'admin', url: '/showcase-manager' },
  '/admin': { as: 'admin', url: '/admin' },
  '/admin/leads': { as: 'admin', url: '/admin/leads' },
  '/admin/leads/:id': { as: 'admin', url: (d) => `/admin/leads/${d.leadId}` },
  '/email-export': { as: 'admin', url: '/email-export' },
  '/admin/certificates': { as: 'admin', url: '/admin/certificates' },
  '/admin/subscriptions': { as: 'admin', url: '/admin/subscriptions' },
  '/admin/refunds': { as: 'admin', url: '/admin/refunds' },
  '/admin/users': { as: 'admin', url: '/admin/users' },
  '/admin/users/:id': { as: 'admin', url: (d) => `/admin/users/${d.creatorId}` },
};

const routesOf = (who: Who, needsData: boolean) =>
  Object.entries(ROUTES).filter(([, visit]) => visit.as === who && (typeof visit.url === 'function') === needsData);

/** Opens the screen, waits until it has settled (a heading, no loading spinner), and audits it. */
async function audit(page: Page, route: string, url: string) {
  await test.step(`${route} (${url})`, async () => {
    await open(page, url);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    expect.soft(await severeAxeViolations(page), route).toEqual([]);
  });
}

test('every route of the spec is in this table or in accessibility.spec.ts', () => {
  const audited = [...Object.keys(ROUTES), ...MARKETING_AXE_ROUTES].sort();
  expect(audited).toEqual([...publicRoutes, ...protectedRoutes, ...adminRoutes].sort());
});

test('public screens, signed out: no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(150_000);
  for (const [route, visit] of routesOf('visitor', false)) await audit(page, route, visit.url as string);
});

test("the creator's tools, on Pro", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const creator = await visitorContext(browser, baseURL!);
  await signUpThroughApi(creator, { name: 'Katherine Johnson' }, 'create');
  const checkout = await apiPost(creator, creator.request, '/api/billing/checkouts', { plan: 'pro', period: 'monthly' });
  await apiPost(creator, creator.request, `/api/billing/checkouts/${checkout.id}/pay`, TEST_CARD);
  const page = await creator.newPage();
  for (const [route, visit] of routesOf('creator', false).filter(([route]) => !SHOWS_DATA.has(route))) await audit(page, route, visit.url as string);
  expect(problemsOf.get(creator), 'CSP violations or page errors').toEqual([]);
  await creator.close();
});

test.describe('screens with data', () => {
  test.describe.configure({ mode: 'serial' });
  let data: Data;
  let creator: BrowserContext;
  let admin: BrowserContext;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(300_000); // a render waits its turn in the suite's queue
    creator = await visitorContext(browser, baseURL!);
    admin = await visitorContext(browser, baseURL!);
    const visitor = await visitorContext(browser, baseURL!);
    const [made, leadEmail] = await Promise.all([
      createCreatorWithData(creator),
      createLead(visitor),
      signUpThroughApi(admin, { email: E2E_AXE_ADMIN_EMAIL }, 'create'),
    ]);
    await visitor.close();
    const { leads } = await (await admin.request.get(`/api/admin/leads?search=${encodeURIComponent(leadEmail)}`)).json();
    data = { ...made, creatorId: made.user.id, leadId: leads[0].id };
  });
  test.afterEach(() => {
    expect([...(problemsOf.get(creator) ?? []), ...(problemsOf.get(admin) ?? [])], 'CSP violations or page errors').toEqual([]);
  });
  test.afterAll(async () => {
    await creator?.close();
    await admin?.close();
  });

  const each = (who: Who) => Object.entries(ROUTES).filter(([, visit]) => visit.as === who);
  const urlOf = (visit: Visit) => (typeof visit.url === 'function' ? visit.url(data) : visit.url);

  test("the creator's screens that show the data", async () => {
    test.setTimeout(240_000);
    const page = await creator.newPage();
    for (const [route, visit] of each('creator').filter(([route]) => SHOWS_DATA.has(route))) await audit(page, route, urlOf(visit));
  });

  test("the operator's screens", async () => {
    // eleven screens since the users and refunds screens joined; a CI run under load took over 150 s
    test.setTimeout(300_000);
    const page = await admin.newPage();
    for (const [route, visit] of each('admin')) await audit(page, route, urlOf(visit));
  });

  test('a shared video and a certificate, signed out', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const visitor = await visitorContext(browser, baseURL!);
    const page = await visitor.newPage();
    for (const [route, visit] of routesOf('visitor', true)) await audit(page, route, urlOf(visit));
    expect(problemsOf.get(visitor), 'CSP violations or page errors').toEqual([]);
    await visitor.close();
  });
});
