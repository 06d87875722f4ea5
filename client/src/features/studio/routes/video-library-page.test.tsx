import { VIDEO_PAGE_SIZE } from '@common/contracts/studio';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, stubApi, testUser } from '@/test/utils';
import { studioVideo } from '../test/studio-video';
import VideoLibraryPage from './video-library-page';

const LIST = '/api/studio/videos?status=completed&sort=newest';
const page =
  (videos: unknown[], nextCursor: string | null = null) =>
  () =>
    jsonResponse(200, { videos, nextCursor });
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/studio/videos'));

describe('VideoLibraryPage', () => {
  it('shows finished videos as cards: title linking to the video, style, aspect ratio and date', async () => {
    const video = studioVideo({ id: 'v1', title: 'Noir espresso', visualStyle: 'noir', aspectRatio: '16:9' });
    stubApi({ [`GET ${LIST}`]: page([video]) }, testUser);
    renderWithSession(<VideoLibraryPage />, { path: '/video-library' });
    const card = within(await screen.findByTestId('library-card'));
    expect(card.getByRole('link', { name: 'Noir espresso' })).toHaveAttribute('href', '/animation/v1');
    expect(card.getByText('Noir · 16:9 Landscape')).toBeInTheDocument();
    expect(card.getByText(/2026/)).toHaveAttribute('dateTime', video.createdAt);
    // the poster is a still, fetched lazily, and decorative (the title names the video)
    const poster = card.getByTestId('video-poster');
    expect(poster).toHaveAttribute('src', '/api/studio/videos/v1/poster');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('alt', '');
  });

  it('searches by title once typing pauses, and keeps the search in the URL', async () => {
    const fetchMock = stubApi(
      {
        [`GET ${LIST}`]: page([studioVideo({ title: 'Tea time' })]),
        'GET /api/studio/videos?status=completed&q=cold+brew&sort=newest': page([studioVideo({ title: 'Cold brew Monday' })]),
      },
      testUser,
    );
    renderWithSession(<VideoLibraryPage />, { path: '/video-library' });
    await screen.findByRole('link', { name: 'Tea time' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by title' }), 'cold brew');
    expect(await screen.findByRole('link', { name: 'Cold brew Monday' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('cold brew');
    // One call for the first page, one for the settled search: none for each key typed.
    expect(listCalls(fetchMock)).toEqual([LIST, '/api/studio/videos?status=completed&q=cold+brew&sort=newest']);
  });

  it('reads search, style, aspect ratio and sort from the URL, so a reload keeps them', async () => {
    const url = '/api/studio/videos?status=completed&q=tea&visualStyle=noir&aspectRatio=1%3A1&sort=title';
    stubApi({ [`GET ${url}`]: page([studioVideo({ title: 'Tea noir' })]) }, testUser);
    renderWithSession(<VideoLibraryPage />, { path: '/video-library?q=tea&style=noir&aspect=1:1&sort=title' });
    expect(await screen.findByRole('link', { name: 'Tea noir' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('tea');
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveTextContent('Noir');
    expect(screen.getByRole('combobox', { name: 'Aspect ratio' })).toHaveTextContent('1:1 Square');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Title A–Z');
  });

  it('filters by style and sorts through the selects', async () => {
    const fetchMock = stubApi(
      {
        [`GET ${LIST}`]: page([studioVideo()]),
        'GET /api/studio/videos?status=completed&visualStyle=claymation&sort=newest': page([studioVideo({ title: 'Clay' })]),
        'GET /api/studio/videos?status=completed&visualStyle=claymation&sort=oldest': page([studioVideo({ title: 'Old clay' })]),
      },
      testUser,
    );
    renderWithSession(<VideoLibraryPage />, { path: '/video-library' });
    const user = userEvent.setup();
    await screen.findByTestId('library-card');
    await user.click(screen.getByRole('combobox', { name: 'Style' }));
    expect(await screen.findAllByRole('option')).toHaveLength(14); // "All styles" and the 13 styles
    await user.click(screen.getByRole('option', { name: 'Claymation' }));
    expect(await screen.findByRole('link', { name: 'Clay' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    expect(await screen.findByRole('link', { name: 'Old clay' })).toBeInTheDocument();
    expect(window.location.search).toBe('?style=claymation&sort=oldest');
    expect(listCalls(fetchMock)).toHaveLength(3);
  });

  it('with no videos at all, leads to the video maker', async () => {
    stubApi({ [`GET ${LIST}`]: page([]) }, testUser);
    renderWithSession(<VideoLibraryPage />, { path: '/video-library' });
    expect(await screen.findByRole('heading', { name: 'No finished videos yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a video' })).toHaveAttribute('href', '/video-maker');
  });

  it('when filters match nothing, offers to clear them', async () => {
    stubApi({ 'GET /api/studio/videos?status=completed&q=zebra&sort=newest': page([]), [`GET ${LIST}`]: page([studioVideo({ title: 'Tea time' })]) }, testUser);
    renderWithSession(<VideoLibraryPage />, { path: '/video-library?q=zebra' });
    expect(await screen.findByRole('heading', { name: 'No videos match' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a video' })).not.toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!;
    await userEvent.setup().click(clear);
    expect(await screen.findByRole('link', { name: 'Tea time' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('');
  });

  it('loads the next page of a full page with the cursor', async () => {
    const first = Array.from({ length: VIDEO_PAGE_SIZE }, (_, i) => studioVideo({ id: `p1-${i}`, title: `First page ${i}` }));
    stubApi({ [`GET ${LIST}`]: page(first, 'next-1'), [`GET ${LIST}&cursor=next-1`]: page([studioVideo({ id: 'p2-0', title: 'Second page' })]) }, testUser);
    renderWithSession(<VideoLibraryPage />, { path: '/video-library' });
    expect(await screen.findAllByTestId('library-card')).toHaveLength(VIDEO_PAGE_SIZE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.getAllByTestId('library-card')).toHaveLength(VIDEO_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows fixed-size placeholders while the first page loads, then an error with a retry', async () => {
    let answer: (r: Response) => void = () => {};
    let calls = 0;
    stubApi(
      {
        [`GET ${LIST}`]: () =>
          ++calls === 1
            ? new Promise<Response>((resolve) => (answer = resolve))
            : jsonResponse(200, { videos: [studioVideo({ title: 'Back again' })], nextCursor: null }),
      },
      testUser,
    );
    renderWithSession(<VideoLibraryPage />, { path: '/video-library' });
    expect(await screen.findByRole('status', { name: 'Loading your videos…' })).toBeInTheDocument();
    answer(jsonResponse(503, { message: 'Service unavailable' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your library could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
