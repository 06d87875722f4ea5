import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithSession, stubSession, testUser } from '@/test/utils';
import { AUTH_CHANNEL_NAME } from '@/lib/auth-channel';
import { useAuth } from '../hooks/use-auth';
import { ProtectedRoute } from './protected-route';

function SessionProbe() {
  const { user, isLoading } = useAuth();
  return <output aria-label="session">{isLoading ? 'loading' : (user?.email ?? 'absent')}</output>;
}

const session = () => screen.getByLabelText('session');

describe('AuthProvider and useAuth', () => {
  it('starts loading, then holds the user from GET /api/auth/me', async () => {
    const fetchMock = stubSession(testUser);
    renderWithSession(<SessionProbe />);
    expect(session()).toHaveTextContent('loading');
    await waitFor(() => expect(session()).toHaveTextContent(testUser.email));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.objectContaining({ credentials: 'include' }));
  });

  it.each(['signed-out', 'network-error'] as const)('treats %s as absent, silently', async (answer) => {
    stubSession(answer);
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toHaveTextContent('absent'));
  });

  it('treats a server error as absent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Database down' })),
    );
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toHaveTextContent('absent'));
  });

  it('rechecks when another tab changes auth_token', async () => {
    const fetchMock = stubSession('signed-out');
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toHaveTextContent('absent'));

    stubSession(testUser);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: 'signed-in' }));
    });
    await waitFor(() => expect(session()).toHaveTextContent(testUser.email));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('remembers a sign-out that another tab made by removing auth_token', async () => {
    stubSession(testUser);
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toHaveTextContent(testUser.email));

    stubSession('signed-out');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', oldValue: testUser.id, newValue: null }));
    });
    await waitFor(() => expect(session()).toHaveTextContent('absent'));
    expect(window.sessionStorage.getItem('logout_reason')).toBe('other-tab');
  });

  it('ignores unrelated storage changes', async () => {
    // A fake clock (that also runs on its own, so waitFor works): every timer a recheck would use is on it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubSession(testUser);
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toHaveTextContent(testUser.email));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-consent', newValue: 'accepted' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a logout broadcast from another tab rechecks, remembers why, and the guard leaves for /auth', async () => {
    const fetchMock = stubSession(testUser);
    renderWithSession(
      <ProtectedRoute>
        <p>Studio content</p>
      </ProtectedRoute>,
      { path: '/dashboard' },
    );
    expect(await screen.findByText('Studio content')).toBeInTheDocument();

    stubSession('signed-out');
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    otherTab.postMessage({ type: 'logout', reason: 'other-tab' });
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(window.sessionStorage.getItem('logout_reason')).toBe('other-tab');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    otherTab.close();
  });

  it.each([{ type: 'login' }, { type: 'token_refresh' }])('a %o broadcast rechecks the session', async (message) => {
    stubSession('signed-out');
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toHaveTextContent('absent'));

    stubSession(testUser);
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    otherTab.postMessage(message);
    await waitFor(() => expect(session()).toHaveTextContent(testUser.email));
    expect(window.sessionStorage.getItem('logout_reason')).toBeNull();
    otherTab.close();
  });

  it('useAuth throws a developer error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
