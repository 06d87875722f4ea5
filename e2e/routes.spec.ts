import { adminRoutes, protectedRoutes, publicRoutes } from '../common/routes';
import { expect, test } from './fixtures';

const concrete = (route: string) => route.replace(/:(\w+)/g, 'sample-$1');

// One page walks every route (a test per route spent most of its time starting a browser context).
test('public screens of the spec open without a sign-in', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of publicRoutes) {
    await page.goto(concrete(route));
    await expect(page.getByRole('heading').first(), route).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), route).toHaveCount(0);
    expect(new URL(page.url()).pathname, route).toBe(concrete(route));
  }
});

test('protected and admin screens send a signed-out visitor to /auth', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of [...protectedRoutes, ...adminRoutes]) {
    await page.goto(concrete(route));
    await expect(page, route).toHaveURL(/\/auth(\?.*)?$/);
  }
});

test('a share link lets a visitor into a protected screen without a sign-in', async ({ page }) => {
  await page.goto('/video-library?shareToken=sample-token');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/video-library');
});

test('the built client is served with long-lived caching for hashed assets only', async ({ request, page }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/); // no inline script for the CSP to refuse
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
});
