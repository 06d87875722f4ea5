import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoutes, protectedRoutes, publicRoutes } from '@common/routes';
import { screenTitle } from '@/content/screen-titles';
import { renderWithSession, stubSession, testUser } from '@/test/utils';
import { MARKETING_SCREENS } from './marketing-screens';
import { AppRouter } from './router';

const concrete = (path: string) => path.replace(/:[^/]+/g, 'abc123');
const admin = { ...testUser, role: 'admin' };

describe('AppRouter', () => {
  it.each([...publicRoutes, ...protectedRoutes, ...adminRoutes])('registers %s', async (path) => {
    stubSession(admin);
    renderWithSession(<AppRouter />, { path: concrete(path) });
    // Marketing screens lead with their own headline; every other screen is titled after its path.
    const name = MARKETING_SCREENS[path] ? undefined : screenTitle(path);
    expect((await screen.findAllByRole('heading', { level: 1, name }, { timeout: 3000 }))[0]).toBeInTheDocument();
    expect(window.location.pathname).toBe(concrete(path));
  });

  it('shows the not-found page for an unknown path', async () => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path: '/definitely/not/here' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('public screens have the wordmark home link and the help and legal footer', async () => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path: '/thank-you' });
    await screen.findByRole('heading', { name: 'Thank You' });
    expect(screen.getByRole('link', { name: 'Reelwright' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('navigation', { name: 'Help and legal' });
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy', '/terms', '/how-to-use', '/faq']));
  });

  it('sends a signed-out visitor from a protected screen to /auth', async () => {
    stubSession('signed-out');
    renderWithSession(<AppRouter />, { path: '/dashboard' });
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps a signed-in non-admin out of admin screens', async () => {
    stubSession(testUser);
    renderWithSession(<AppRouter />, { path: '/admin/leads' });
    expect(await screen.findByRole('heading', { name: 'You need admin access' })).toBeInTheDocument();
  });
});
