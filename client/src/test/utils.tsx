import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthProvider, type SessionUser } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const testUser: SessionUser = {
  id: 'u1',
  email: 'ada@studio.test',
  name: 'Ada Lovelace',
  username: 'ada',
  role: 'user',
  plan: 'free',
  primaryObstacle: 'content-ideas',
  navigationPath: 'create',
  emailVerified: true,
  createdAt: '2026-01-05T09:30:00.000Z',
};

export type SessionAnswer = SessionUser | 'signed-out' | 'network-error' | 'pending';

/** Answers one API call: gets the parsed JSON body (undefined without one). */
export type ApiHandler = (body: unknown) => Response | Promise<Response>;

function answerSession(answer: SessionAnswer): Promise<Response> {
  if (answer === 'pending') return new Promise<Response>(() => {});
  if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  if (answer === 'signed-out') return Promise.resolve(jsonResponse(401, { message: 'Not signed in', code: 'UNAUTHORIZED' }));
  return Promise.resolve(jsonResponse(200, answer));
}

/**
 * Replaces fetch: GET /api/auth/me answers as `session` says, each "METHOD /path" in `routes` with
 * its handler, anything else 404s. Returns the mock, whose calls show what was sent.
 */
export function stubApi(routes: Record<string, ApiHandler>, session: SessionAnswer = 'signed-out') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const handler = routes[`${method} ${url}`];
    if (handler) return handler(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    if (method === 'GET' && url === '/api/auth/me') return answerSession(session);
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Replaces fetch; GET /api/auth/me answers as asked, anything else 404s. Returns the mock. */
export function stubSession(answer: SessionAnswer) {
  return stubApi({}, answer);
}

/** The JSON bodies sent to "METHOD /path" so far. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, route: string): unknown[] {
  const [method, url] = route.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** Renders inside a fresh data cache and session provider, at `path` in the browser location. */
export function renderWithSession(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{ui}</AuthProvider>
      </QueryClientProvider>,
    ),
  };
}
