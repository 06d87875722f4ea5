import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

/** Creates an account through the API from inside the page (session cookie + CSRF like the client), then reloads. */
export async function signUpInPage(page: Page): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/faq');
  const status = await page.evaluate(async (email) => {
    await fetch('/api/auth/me');
    const csrf = /(?:^|; )csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ name: 'Pat Buyer', email, password: 'correct horse 42', primaryObstacle: 'converting-sales' }),
    });
    // A chosen start path, so the navigation-path selector does not cover the screen under test.
    const chosen = await fetch('/api/user/navigation-path', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(/(?:^|; )csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '') },
      body: JSON.stringify({ navigationPath: 'create' }),
    });
    localStorage.setItem('auth_token', 'signed-in');
    return chosen.ok ? response.status : chosen.status;
  }, `buyer-${randomUUID()}@reelwright.test`);
  if (status !== 201) throw new Error(`sign-up failed with ${status}`);
}
