import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { AUTH_CHANNEL_NAME } from '@/lib/auth-channel';
import { jsonResponse, renderWithSession, sentBodies, stubApi, stubSession, testUser } from '@/test/utils';
import { useAuth } from '../hooks/use-auth';
import { SignOutButton } from './sign-out-button';

function SessionProbe() {
  const { user, isLoading } = useAuth();
  return <output aria-label="session">{isLoading ? 'loading' : (user?.email ?? 'absent')}</output>;
}

function renderSignedIn() {
  window.localStorage.setItem('auth_token', testUser.id);
  return renderWithSession(
    <>
      <SignOutButton />
      <SessionProbe />
      <Toaster />
    </>,
    { path: '/dashboard' },
  );
}

describe('SignOutButton', () => {
  it('ends the session here and in other tabs, remembers why, and goes to /auth', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/logout': () => jsonResponse(200, { ok: true }) }, testUser);
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    renderSignedIn();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(sentBodies(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(screen.getByLabelText('session')).toHaveTextContent('absent');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.sessionStorage.getItem('logout_reason')).toBe('signed-out');
    await waitFor(() => expect(heard).toEqual([{ type: 'logout', reason: 'other-tab' }]));
    otherTab.close();
  });

  it('stays signed in and says so when the server cannot be reached', async () => {
    stubApi({ 'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) }, testUser);
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByLabelText('session')).toHaveTextContent(testUser.email);
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('is not offered to a share-link visitor', async () => {
    stubSession('signed-out');
    renderWithSession(
      <>
        <SignOutButton />
        <SessionProbe />
      </>,
      { path: '/video-library?shareToken=abc' },
    );
    await waitFor(() => expect(screen.getByLabelText('session')).toHaveTextContent('absent'));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
