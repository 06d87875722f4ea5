import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser, type ApiHandler, type SessionAnswer } from '@/test/utils';
import { NavigationPathPrompt } from './navigation-path-prompt';

const withoutPath = { ...testUser, navigationPath: null };

function renderPrompt(session: SessionAnswer, routes: Record<string, ApiHandler> = {}, path = '/dashboard') {
  const fetchMock = stubApi(routes, session);
  renderWithSession(
    <>
      <NavigationPathPrompt />
      <Toaster />
    </>,
    { path },
  );
  return fetchMock;
}

const dialog = () => screen.findByRole('dialog', { name: 'Where do you want to start?' });

describe('NavigationPathPrompt', () => {
  it('opens for a signed-in user without a path, offering the three paths as radios', async () => {
    renderPrompt(withoutPath);
    await dialog();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Start making videos' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Guided learning first' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Serve clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  });

  it('saves the choice and closes once the session holds it', async () => {
    const fetchMock = renderPrompt(withoutPath, {
      'POST /api/user/navigation-path': () => jsonResponse(200, { user: { ...testUser, navigationPath: 'learn' } }),
    });
    await dialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Guided learning first' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST /api/user/navigation-path')).toEqual([{ navigationPath: 'learn' }]);
  });

  it('says Failed to update navigation path and stays open when saving fails', async () => {
    renderPrompt(withoutPath, {
      'POST /api/user/navigation-path': () => jsonResponse(500, { message: 'Internal error', code: 'INTERNAL' }),
    });
    await dialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Serve clients' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const title = await screen.findByText('Failed to update navigation path');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['a user who already chose', testUser, '/dashboard'],
    ['a share-link visitor', 'signed-out', '/video-library?shareToken=abc'],
    ['a signed-in user opening a share link', withoutPath, '/video-library?shareToken=abc'],
  ] as const)('stays closed for %s', async (_who, session, path) => {
    // The dialog's module is loaded beforehand and every timer is on a fake clock (that also runs
    // on its own, so waitFor works): advancing it gives the session answer and the lazy dialog
    // their chance to appear, however slowly modules load on this machine.
    await import('./navigation-path-dialog');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = renderPrompt(session, {}, path);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => vi.advanceTimersByTimeAsync(30));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
