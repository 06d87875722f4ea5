import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { useAuth } from '@/features/auth';
import { AUTH_CHANNEL_NAME } from '@/lib/auth-channel';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import NavigationPage from './navigation-page';

function PathProbe() {
  const { user } = useAuth();
  return <output aria-label="path">{user?.navigationPath ?? 'none'}</output>;
}

describe('NavigationPage', () => {
  it('saves the chosen path, refreshes the session here and tells other tabs to recheck theirs', async () => {
    const saved = { ...testUser, navigationPath: 'agency' as const };
    const fetchMock = stubApi({ 'POST /api/user/navigation-path': () => jsonResponse(200, { user: saved }) }, { ...testUser, navigationPath: 'create' });
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    renderWithSession(
      <>
        <NavigationPage />
        <PathProbe />
        <Toaster />
      </>,
      { path: '/navigation' },
    );

    expect(await screen.findByRole('radio', { name: /Start making videos/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Serve clients/ })).toHaveAccessibleDescription(/dashboard leads with your video library/);
    await userEvent.click(screen.getByRole('radio', { name: /Serve clients/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save path' }));

    expect(await screen.findByText('Path saved')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/user/navigation-path')).toEqual([{ navigationPath: 'agency' }]);
    expect(screen.getByLabelText('path')).toHaveTextContent('agency');
    await waitFor(() => expect(heard).toEqual([{ type: 'token_refresh' }]));
    otherTab.close();
  });
});
