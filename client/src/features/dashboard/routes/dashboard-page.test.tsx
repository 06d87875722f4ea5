import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, stubSession, testUser } from '@/test/utils';
import DashboardPage from './dashboard-page';

describe('DashboardPage', () => {
  it.each([
    ['create', 'Open the video maker', '/video-maker'],
    ['learn', 'Go to learning', '/learning'],
    ['agency', 'Open the video library', '/video-library'],
  ] as const)('greets the user by first name and leads with the %s path', async (navigationPath, cta, href) => {
    stubSession({ ...testUser, navigationPath });
    renderWithSession(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cta })).toHaveAttribute('href', href);
  });

  it('asks an unverified user to confirm the address, with a resend button', async () => {
    stubSession({ ...testUser, emailVerified: false });
    renderWithSession(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('does not nag a verified user', async () => {
    stubSession(testUser);
    renderWithSession(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
    expect(screen.queryByRole('heading', { name: 'Confirm your email address' })).not.toBeInTheDocument();
  });

  it.each([
    ['create', 'Create'],
    ['learn', 'Learn'],
    ['agency', 'Grow'],
  ] as const)('puts the %s path’s tools first, and links every tool of the issue', async (navigationPath, first) => {
    stubSession({ ...testUser, navigationPath });
    renderWithSession(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toBe(first);
    for (const href of ['/hooks', '/script-templates', '/prompts', '/thumbnails', '/performance', '/analytics', '/learning', '/certificates']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    }
  });
});
