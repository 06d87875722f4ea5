import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoutes, protectedRoutes, publicRoutes } from '@common/routes';
import { screenTitle } from '@/content/screen-titles';
import { renderWithSession, stubSession, testUser } from '@/test/utils';
import { MARKETING_SCREENS } from './marketing-screens';
import { AppRouter } from './router';
import { BUILT_SCREENS } from './screens';

const concrete = (path: string) => path.replace(/:[^/]+/g, 'abc123');
const admin = { ...testUser, role: 'admin' as const };
const allRoutes = [...publicRoutes, ...protectedRoutes, ...adminRoutes];
const marketing = allRoutes.filter((path) => MARKETING_SCREENS[path]);
const comingSoon = allRoutes.filter((path) => !BUILT_SCREENS.includes(path) && !MARKETING_SCREENS[path]);

describe('AppRouter', () => {
  it.each(comingSoon)('registers %s', async (path) => {
    stubSession(admin);
    renderWithSession(<AppRouter />, { path: concrete(path) });
    expect(await screen.findByRole('heading', { level: 1, name: screenTitle(path) })).toBeInTheDocument();
    expect(window.location.pathname).toBe(concrete(path));
  });

  // Marketing screens lead with their own headline rather than a title derived from the path.
  it.each(marketing)('registers the marketing screen %s', async (path) => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path });
    expect((await screen.findAllByRole('heading', { level: 1 }, { timeout: 3000 }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('shows the not-found page for an unknown path', async () => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path: '/definitely/not/here' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('public screens have the wordmark home link and the help and legal footer', async () => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path: '/verify/abc123' });
    await screen.findByRole('heading', { name: 'Certificate Verification' });
    expect(screen.getByRole('link', { name: 'Reelwright' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('navigation', { name: 'Help and legal' });
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy', '/terms', '/how-to-use', '/faq']));
  });

  it('sends a signed-out visitor from a protected screen to /auth', async () => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path: '/dashboard' });
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it.each([
    ['/auth', 'Welcome back'],
    ['/login', 'Welcome back'],
    ['/signup', 'Create your free account'],
    ['/register', 'Create your free account'],
    ['/verify-email', 'Check your inbox'],
  ])('serves the screen built for %s to a visitor', async (path, heading) => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('serves the dashboard to a signed-in user, with a way to sign out', async () => {
    stubSession(testUser);
    renderWithSession(<AppRouter />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('protected screens ask a user without a navigation path where to start', async () => {
    stubSession({ ...testUser, navigationPath: null });
    renderWithSession(<AppRouter />, { path: '/history' });
    expect(await screen.findByRole('dialog', { name: 'Where do you want to start?' })).toBeInTheDocument();
  });

  it('keeps a signed-in non-admin out of admin screens', async () => {
    stubSession(testUser);
    renderWithSession(<AppRouter />, { path: '/admin/leads' });
    expect(await screen.findByRole('heading', { name: 'You need admin access' })).toBeInTheDocument();
  });
});
