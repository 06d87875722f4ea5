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

export const testUser: SessionUser = { id: 'u1', email: 'ada@studio.test', name: 'Ada', role: 'user' };

type SessionAnswer = SessionUser | 'signed-out' | 'network-error' | 'pending';

/** Replaces fetch; GET /api/auth/me answers as asked, anything else 404s. Returns the mock. */
export function stubSession(answer: SessionAnswer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    if (String(input) !== '/api/auth/me') return jsonResponse(404, { message: 'Not found' });
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'signed-out') return jsonResponse(401, { message: 'Not signed in', code: 'UNAUTHORIZED' });
    return jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
