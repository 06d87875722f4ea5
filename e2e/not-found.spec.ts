import { expect, test } from './fixtures';

test.describe('unknown paths', () => {
  test('show the 404 page with its three working buttons @mobile', async ({ page }) => {
    await page.goto('/faq');
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved")).toBeVisible();

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/faq$/);

    await page.goto('/still/missing');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    // signed out: the dashboard is protected, so the guard sends the visitor to sign in
    await expect(page).toHaveURL(/\/auth/);

    await page.goto('/still/missing');
    await page.getByRole('button', { name: 'Create Video' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('are served the client with a 404, so crawlers see the truth and the client shows its page', async ({ request }) => {
    const res = await request.get('/no/such/screen');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('text/html');
  });

  test('under /api answer JSON 404', async ({ request }) => {
    const res = await request.get('/api/x');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
