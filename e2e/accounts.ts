import type { APIRequestContext, BrowserContext } from '@playwright/test';

let counter = 0;

export function newAccount(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada.${process.pid}.${counter}.${Date.now().toString(36)}@studio.example`,
    password: 'a long secret phrase',
    primaryObstacle: 'scaling-traffic',
    ...overrides,
  };
}

/** Calls the API the way the page does: cookies from the context, the CSRF cookie echoed back. */
export async function apiPost(context: BrowserContext, request: APIRequestContext, url: string, data?: unknown) {
  await request.get('/api/auth/me');
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const response = await request.post(url, { data, headers: { 'x-csrf-token': csrf } });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Signs the browser context up through the API (it then holds the session cookie). */
export async function signUpThroughApi(context: BrowserContext, overrides: Parameters<typeof newAccount>[0] = {}, navigationPath?: string) {
  const account = newAccount(overrides);
  let user: unknown;
  try {
    ({ user } = await apiPost(context, context.request, '/api/auth/register', account));
  } catch (error) {
    // a retried test whose fixed admin address signed up on its first attempt signs in instead
    if (!overrides.email || !String(error).includes('EMAIL_TAKEN')) throw error;
    ({ user } = await apiPost(context, context.request, '/api/auth/login', { email: account.email, password: account.password }));
  }
  if (navigationPath) await apiPost(context, context.request, '/api/user/navigation-path', { navigationPath });
  return { account, user: user as { id: string; email: string } };
}
