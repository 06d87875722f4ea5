import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import { browserTimeZone, ProfilePreferencesForm } from './profile-preferences-form';

describe('ProfilePreferencesForm', () => {
  it("pre-fills the browser's zone over the UTC default and saves zone and visibility through the preferences call", async () => {
    const fetchMock = stubApi(
      {
        'GET /api/gamification/preferences': () => jsonResponse(200, { timeZone: 'UTC', leaderboardVisible: true }),
        'PUT /api/gamification/preferences': (body) => jsonResponse(200, body),
      },
      testUser,
    );
    renderWithSession(
      <>
        <ProfilePreferencesForm />
        <Toaster />
      </>,
      { path: '/profile' },
    );
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue(browserTimeZone() ?? 'UTC');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/Berlin');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show me on the leaderboards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/gamification/preferences')).toEqual([{ timeZone: 'Europe/Berlin', leaderboardVisible: false }]);
  });

  it('keeps a zone the user chose before', async () => {
    stubApi({ 'GET /api/gamification/preferences': () => jsonResponse(200, { timeZone: 'Asia/Tokyo', leaderboardVisible: false }) }, testUser);
    renderWithSession(<ProfilePreferencesForm />, { path: '/profile' });
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Asia/Tokyo');
    expect(screen.getByRole('checkbox', { name: 'Show me on the leaderboards' })).not.toBeChecked();
  });
});
