import { screen, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, stubApi, testUser } from '@/test/utils';
import PerformancePage from './performance-page';

const PRO = () => jsonResponse(200, { plan: 'pro', features: ['all-visual-styles', 'thumbnails', 'performance'], watermark: false, seats: 1 });

const video = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Video ${id}`,
  visualStyle: 'cinematic',
  aspectRatio: '9:16',
  durationSeconds: 6,
  posterUrl: null,
  variantOfId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  views: 0,
  plays: 0,
  averageWatchPercent: null,
  completionRate: null,
  ...overrides,
});

function renderPerformance() {
  return renderWithSession(
    <Switch>
      <Route path="/performance" component={PerformancePage} />
      <Route path="/upgrade-required">{() => <h1>{`Upgrade ${window.location.search}`}</h1>}</Route>
    </Switch>,
    { path: '/performance' },
  );
}

describe('PerformancePage', () => {
  it('puts variants side by side and names the winner in words', async () => {
    const groups = [
      {
        originalId: 'a',
        winnerId: 'b',
        videos: [
          video('a', { views: 4, plays: 3, averageWatchPercent: 40, completionRate: 33.3 }),
          video('b', { variantOfId: 'a', aspectRatio: '16:9', views: 5, plays: 4, averageWatchPercent: 90.5, completionRate: 75 }),
        ],
      },
    ];
    stubApi({ 'GET /api/billing/entitlements': PRO, 'GET /api/performance': () => jsonResponse(200, { groups }) }, testUser);
    renderPerformance();
    const rows = await screen.findAllByTestId('performance-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Winner')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Winner')).not.toBeInTheDocument();
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '4', '91%', '75%']);
    expect(screen.getByText(/2 versions compared/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Make a thumbnail' })).toHaveAttribute('href', '/thumbnails?video=a');
  });

  it('says honestly when there is nothing to show yet', async () => {
    stubApi({ 'GET /api/billing/entitlements': PRO, 'GET /api/performance': () => jsonResponse(200, { groups: [] }) }, testUser);
    renderPerformance();
    expect(await screen.findByRole('heading', { name: 'No finished videos yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a video' })).toHaveAttribute('href', '/video-maker');
  });

  it('sends a free plan to the upgrade path', async () => {
    stubApi(
      { 'GET /api/billing/entitlements': () => jsonResponse(200, { plan: 'free', features: ['all-visual-styles'], watermark: true, seats: 1 }) },
      testUser,
    );
    renderPerformance();
    expect(await screen.findByRole('heading', { name: 'Upgrade ?feature=performance' })).toBeInTheDocument();
  });
});
