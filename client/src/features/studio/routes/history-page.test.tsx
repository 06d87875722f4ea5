import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import { ledgerEntry, pretendWideScreen, studioVideo } from '../test/studio-video';
import HistoryPage from './history-page';

const ALL = 'GET /api/studio/videos?sort=newest';
const page =
  (videos: unknown[], nextCursor: string | null = null) =>
  () =>
    jsonResponse(200, { videos, nextCursor });

function renderHistory(path = '/history') {
  return renderWithSession(
    <Switch>
      <Route path="/history" component={HistoryPage} />
      <Route path="/animation/:id">{(params) => <h1>{`Animation ${params.id}`}</h1>}</Route>
    </Switch>,
    { path },
  );
}

describe('HistoryPage: generations', () => {
  const failed = studioVideo({ id: 'v-failed', title: 'Spring sale', status: 'failed', progress: 40, error: 'boom', videoUrl: null });
  const queued = studioVideo({ id: 'v-queued', title: 'Summer launch', status: 'queued', progress: 0, engine: null, provider: 'fal', videoUrl: null });
  const ready = studioVideo({ id: 'v-ready', title: 'Cold brew Monday', costCredits: 5 });

  it('lists every generation with its status, cost, provider, time and a link to its page (cards on a phone)', async () => {
    stubApi({ [ALL]: page([queued, failed, ready]) }, testUser);
    renderHistory();
    const cards = await screen.findAllByTestId('generation');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Summer launch' })).toHaveAttribute('href', '/animation/v-queued');
    expect(first.getByText('Queued')).toBeInTheDocument();
    expect(first.getByText('fal')).toBeInTheDocument();
    const last = within(cards[2]!);
    expect(last.getByText('Ready')).toBeInTheDocument();
    expect(last.getByText('5 credits')).toBeInTheDocument();
    expect(last.getByText('Reelwright engine')).toBeInTheDocument();
    expect(last.getByText(/2026/)).toHaveAttribute('dateTime', ready.createdAt);
    // Only the failed one can be retried.
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
  });

  it('shows a table with column headers on a wide screen', async () => {
    pretendWideScreen();
    stubApi({ [ALL]: page([ready]) }, testUser);
    renderHistory();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Video', 'Status', 'Cost', 'Provider', 'Created', 'Actions']);
    expect(within(table).getByRole('row', { name: /Cold brew Monday Ready 5 credits Reelwright engine/ })).toBeInTheDocument();
  });

  it('filters by status through the tabs and keeps the filter in the URL', async () => {
    const fetchMock = stubApi({ [ALL]: page([queued, failed, ready]), 'GET /api/studio/videos?status=failed&sort=newest': page([failed]) }, testUser);
    renderHistory();
    const user = userEvent.setup();
    await screen.findAllByTestId('generation');
    const statusTabs = screen.getByRole('tablist', { name: 'Filter by status' });
    expect(
      within(statusTabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Queued', 'Rendering', 'Ready', 'Failed']);
    await user.click(within(statusTabs).getByRole('tab', { name: 'Failed' }));
    await waitFor(() => expect(screen.getAllByTestId('generation')).toHaveLength(1));
    expect(within(statusTabs).getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?status=failed');
    // Arrow keys move along the tabs and select as they go.
    await user.keyboard('{ArrowLeft}');
    expect(within(statusTabs).getByRole('tab', { name: 'Ready' })).toHaveFocus();
    await waitFor(() => expect(window.location.search).toBe('?status=completed'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/studio/videos?status=completed&sort=newest');
  });

  it('says so when there is nothing yet, with a way to the video maker', async () => {
    stubApi({ [ALL]: page([]) }, testUser);
    renderHistory();
    expect(await screen.findByRole('heading', { name: 'No videos yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first video' })).toHaveAttribute('href', '/video-maker');
  });

  it('shows a failed load with the reason and asks again on request', async () => {
    let calls = 0;
    stubApi(
      { [ALL]: () => (++calls === 1 ? jsonResponse(500, { message: 'Something went wrong' }) : jsonResponse(200, { videos: [ready], nextCursor: null })) },
      testUser,
    );
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your videos could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Cold brew Monday' })).toBeInTheDocument();
  });

  it('loads the next page with the cursor, then has no more to load', async () => {
    stubApi({ [ALL]: page([queued, failed], 'cursor-2'), 'GET /api/studio/videos?sort=newest&cursor=cursor-2': page([ready]) }, testUser);
    renderHistory();
    const user = userEvent.setup();
    await screen.findAllByTestId('generation');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('generation')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('retries a failed video under a fresh idempotency key and opens the new render', async () => {
    const retried = studioVideo({ id: 'v-new', status: 'queued', retryOfId: 'v-failed' });
    const fetchMock = stubApi({ [ALL]: page([failed]), 'POST /api/studio/videos/v-failed/retry': () => jsonResponse(202, retried) }, testUser);
    renderHistory();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry Spring sale' }));
    expect(await screen.findByRole('heading', { name: 'Animation v-new' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/animation/v-new');
    const [body] = sentBodies(fetchMock, 'POST /api/studio/videos/v-failed/retry') as [{ idempotencyKey: string }];
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens the paywall with the cost and the balance when the credits do not cover a retry', async () => {
    stubApi(
      {
        [ALL]: page([failed]),
        'POST /api/studio/videos/v-failed/retry': () =>
          jsonResponse(402, { code: 'INSUFFICIENT_CREDITS', message: 'This video costs 5 credits and you have 2.', cost: 5, balance: 2 }),
      },
      testUser,
    );
    renderHistory();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'You need more credits for this video' });
    expect(dialog).toHaveTextContent('This video costs 5 credits and you have 2.');
    expect(window.location.pathname).toBe('/history');
  });
});

describe('HistoryPage: credits', () => {
  const LEDGER = 'GET /api/credits/ledger';
  const entries = [
    ledgerEntry({ id: 3, amount: -5, balanceAfter: 135, reason: 'Video: Cold brew Monday' }),
    ledgerEntry({ id: 2, amount: 100, balanceAfter: 140, reason: 'Welcome bonus' }),
  ];

  it('opens on the credit ledger from ?tab=credits: date, reason, signed amount and balance after', async () => {
    pretendWideScreen();
    stubApi(
      {
        [LEDGER]: () => jsonResponse(200, { entries, nextBefore: 2 }),
        [`${LEDGER}?before=2`]: () =>
          jsonResponse(200, { entries: [ledgerEntry({ id: 1, amount: 40, balanceAfter: 40, reason: 'Free account credits' })], nextBefore: null }),
      },
      testUser,
    );
    renderHistory('/history?tab=credits');
    expect(await screen.findByRole('tab', { name: 'Credits' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Credit history, newest first' });
    expect(within(table).getByRole('row', { name: /Video: Cold brew Monday −5 135/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Welcome bonus \+100 140/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('row', { name: /Free account credits \+40 40/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('switches between videos and credits with the section tabs', async () => {
    stubApi({ [ALL]: page([]), [LEDGER]: () => jsonResponse(200, { entries, nextBefore: null }) }, testUser);
    renderHistory();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'No videos yet' });
    await user.click(screen.getByRole('tab', { name: 'Credits' }));
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=credits');
    expect(screen.getByRole('tabpanel', { name: 'Credits' })).toBeInTheDocument();
  });
});

describe('HistoryPage: a share-link visitor', () => {
  it('asks for a sign-in instead of calling for lists that are not theirs', async () => {
    const fetchMock = stubApi({}, 'signed-out');
    renderHistory('/history?shareToken=abc');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/me']);
  });
});
