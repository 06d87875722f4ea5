import type { Page } from '@playwright/test';
import { adminRoutes, protectedRoutes } from '../common/routes';
import { E2E_NAV_ADMIN_EMAIL } from '../playwright.config';
import { TEST_CARD } from '../server/test/billing-fixtures';
import { apiPost, signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Issue 31: every signed-in screen of the spec is at most two clicks from /dashboard through the
// studio navigation, on a wide screen (one: the column is open) and on a phone (two: menu, item);
// the keyboard alone reaches every item; axe passes with the navigation open and closed.

/** Signed-in routes that are not navigation items, and why; every other one must be. */
const NOT_ITEMS: Record<string, string> = {
  '/animation': 'redirects to /video-maker',
  '/animation/:id': 'one video, opened from the library or the history',
  '/manage-showcase': 'the same screen as /showcase-manager',
  '/checkout': 'needs a chosen plan, from /subscription or /pricing',
  '/checkout/success': 'the end of a checkout',
  '/checkout/cancel': 'the end of a checkout',
  '/admin/leads/:id': 'one lead, opened from /admin/leads',
  '/admin/users/:id': 'one account, opened from /admin/users',
  '/batches/:id': 'one batch, opened when it starts',
};
const SCREENS = [...protectedRoutes, ...adminRoutes].filter((path) => !(path in NOT_ITEMS));
const SHOTS = process.env.SHOTS_DIR;

const studioNav = (page: Page) => page.getByRole('navigation', { name: 'Studio' });

async function expectAt(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe(path);
  await expect(studioNav(page).locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
}

test('every signed-in screen is one click away on a wide screen and two on a phone, by keyboard too', async ({ page, context }) => {
  test.setTimeout(600_000);
  await signUpThroughApi(context, { email: E2E_NAV_ADMIN_EMAIL }, 'create');
  // a paying admin: the paid tools open instead of sending to /upgrade-required
  const checkout = await apiPost(context, context.request, '/api/billing/checkouts', { plan: 'business', period: 'monthly' });
  await apiPost(context, context.request, `/api/billing/checkouts/${checkout.id}/pay`, TEST_CARD);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const nav = studioNav(page);
  await expect(nav.locator('a[href="/dashboard"]')).toHaveAttribute('aria-current', 'page');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1440.png` });
  // back to /dashboard through the navigation itself (no page load per screen): each screen is then one click away
  for (const path of SCREENS) {
    await nav.locator('a[href="/dashboard"]').click();
    await expectAt(page, '/dashboard');
    await nav.locator(`a[href="${path}"]`).click();
    await expectAt(page, path);
  }

  // keyboard: Tab from the top of the page reaches every item, in the navigation's order
  await page.goto('/dashboard');
  const reached = new Set<string>();
  for (let i = 0; i < 80 && reached.size < SCREENS.length; i += 1) {
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => (document.activeElement?.closest('nav[aria-label="Studio"]') ? document.activeElement.getAttribute('href') : null));
    if (href) reached.add(href);
  }
  expect([...reached].sort()).toEqual([...SCREENS].sort());
  await page.keyboard.press('Enter');
  await expectAt(page, [...reached].at(-1)!);

  // collapsed on a wide screen: hidden, remembered across a reload, one click opens it again
  await page.goto('/dashboard');
  const toggle = page.getByTestId('studio-nav-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await severeAxeViolations(page)).toEqual([]);
  await toggle.click();
  await expect(nav).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('studio-nav-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByTestId('studio-nav-toggle').click();
  await expect(nav).toBeVisible();

  // a phone: the menu button and the item
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(nav).toBeHidden();
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await expect(page.getByTestId('gamification-indicator')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390-closed.png` });
  expect(await severeAxeViolations(page)).toEqual([]);
  const menu = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // the drawer lists every screen (the same list the wide screen just walked, link by link) ...
  await menu.click();
  expect((await drawer.locator('nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).sort()).toEqual([...SCREENS].sort());
  await page.keyboard.press('Escape');
  // ... and menu + item reach a screen; the ones the issue found linked from nowhere on a phone
  for (const path of ['/profile', '/voice-library', '/navigation', '/gamification', '/admin/subscriptions']) {
    await menu.click();
    await drawer.locator(`a[href="${path}"]`).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(menu).toBeVisible();
  }

  // the drawer by keyboard: it opens on Enter, keeps focus inside, Escape closes it and focus returns
  await page.goto('/dashboard');
  await expect(studioNav(page)).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390-open.png` });
  expect(await severeAxeViolations(page)).toEqual([]);
  const drawerReached = new Set<string>();
  for (let i = 0; i < SCREENS.length + 4; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await drawer.evaluate((el) => ({ inside: el.contains(document.activeElement), href: document.activeElement?.getAttribute('href') }));
    expect(focused.inside, 'focus stays in the drawer').toBe(true);
    if (focused.href) drawerReached.add(focused.href);
  }
  expect([...drawerReached].sort()).toEqual([...SCREENS].sort());
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test('a creator who is not an admin sees no admin group', async ({ page, context }) => {
  await signUpThroughApi(context, {}, 'learn');
  await page.goto('/profile');
  const nav = studioNav(page);
  await expect(nav.locator('a[href="/profile"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[href="/voice-library"]')).toBeVisible();
  await expect(nav.locator('a[href="/admin"]')).toHaveCount(0);
});
