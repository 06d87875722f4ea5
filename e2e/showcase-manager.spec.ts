import type { BrowserContext } from '@playwright/test';
import { E2E_SHOWCASE_ADMIN_EMAIL } from '../playwright.config';
import { apiPost, signUpThroughApi } from './accounts';
import { expect, test } from './fixtures';

/** This test's own admin (ADMIN_EMAILS of the e2e server); a chosen path keeps the start dialog closed. */
const signInAsAdmin = (context: BrowserContext) => signUpThroughApi(context, { email: E2E_SHOWCASE_ADMIN_EMAIL }, 'create');

test('an admin puts a rendered video in the showcase from /showcase-manager', async ({ context, page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(context);
  const { jobId } = await apiPost(context, context.request, '/api/demo/generate-video', {
    prompt: 'Bamboo toothbrushes that ship plastic-free every month',
    visualStyle: 'pixar',
  });
  await expect(async () => {
    const status = await (await context.request.get(`/api/demo/videos/${jobId}/status`)).json();
    expect(status.status).toBe('completed');
  }).toPass({ timeout: 60_000, intervals: [1000] });

  await page.goto('/showcase-manager');
  await expect(page.getByRole('heading', { name: 'Showcase Manager' })).toBeVisible();
  await page.getByLabel('Gallery video 1').selectOption(jobId);
  await page.getByRole('button', { name: 'Save showcase' }).click();
  await expect(page.getByText('Showcase saved', { exact: true })).toBeVisible();
  expect((await (await context.request.get('/api/showcase/settings')).json()).video1Id).toBe(jobId);
});
