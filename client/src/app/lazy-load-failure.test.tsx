import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession, stubSession } from '@/test/utils';
import { RouteErrorBoundary } from './error-boundary';
import { AppRouter } from './router';

// Stands in for a chunk request that fails in the browser (offline, deploy removed the file).
vi.mock('@/features/not-found/routes/not-found-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a screen chunk that fails to load', () => {
  it('ends in the crash screen, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubSession('signed-out');
    renderWithSession(
      <RouteErrorBoundary>
        <AppRouter />
      </RouteErrorBoundary>,
      { path: '/no-such-page' },
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Quick refresh needed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
