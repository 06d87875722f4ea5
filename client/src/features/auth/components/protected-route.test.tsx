import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession, stubSession, testUser } from '@/test/utils';
import { AdminRoute } from './admin-route';
import { ProtectedRoute } from './protected-route';

const guarded = (
  <ProtectedRoute>
    <p>Studio content</p>
  </ProtectedRoute>
);

describe('ProtectedRoute', () => {
  it('shows a centered spinner reading Loading... while the session check runs', () => {
    stubSession('pending');
    renderWithSession(guarded, { path: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Studio content')).not.toBeInTheDocument();
  });

  it.each(['signed-out', 'network-error'] as const)('sends a visitor to /auth when the check says %s', async (answer) => {
    stubSession(answer);
    renderWithSession(guarded, { path: '/dashboard' });
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(screen.queryByText('Studio content')).not.toBeInTheDocument();
  });

  it('lets a visitor with a shareToken in', async () => {
    stubSession('signed-out');
    renderWithSession(guarded, { path: '/animation/42?shareToken=abc123' });
    expect(await screen.findByText('Studio content')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/animation/42');
  });

  it('lets a signed-in user in', async () => {
    stubSession(testUser);
    renderWithSession(guarded, { path: '/dashboard' });
    expect(await screen.findByText('Studio content')).toBeInTheDocument();
  });

  it('throws a developer error outside the session provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(guarded)).toThrow('ProtectedRoute must be used within an AuthProvider');
  });
});

describe('AdminRoute', () => {
  const adminOnly = (
    <AdminRoute>
      <p>Lead list</p>
    </AdminRoute>
  );

  it('tells a signed-in non-admin that admin access is needed', async () => {
    stubSession(testUser);
    renderWithSession(adminOnly, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'You need admin access' })).toBeInTheDocument();
    expect(screen.queryByText('Lead list')).not.toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    stubSession({ ...testUser, role: 'admin' });
    renderWithSession(adminOnly, { path: '/admin' });
    expect(await screen.findByText('Lead list')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', async () => {
    stubSession('signed-out');
    renderWithSession(adminOnly, { path: '/admin/leads' });
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });
});
