import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
// through the feature's public entry, as the video maker's scene editor uses it
import { StockBackgroundPicker } from '../index';

const result = {
  provider: 'pexels',
  externalId: '1001',
  kind: 'image',
  previewUrl: '/preview.jpg',
  width: 1920,
  height: 1080,
  durationSeconds: null,
  author: 'Jane Doe',
  pageUrl: 'https://www.pexels.com/photo/1001/',
};
const media = {
  id: '0190a3f0-0000-7000-8000-000000000001',
  provider: 'pexels',
  kind: 'image',
  externalId: '1001',
  width: 1920,
  height: 1080,
  durationSeconds: null,
  previewUrl: '/preview.jpg',
  author: 'Jane Doe',
  authorUrl: null,
  pageUrl: result.pageUrl,
  license: 'Pexels License',
  credit: 'Photo by Jane Doe on Pexels',
};

describe('the stock background picker', () => {
  it('is not rendered when the server has no stock library key', async () => {
    const fetchMock = stubApi({ 'GET /api/stock-media': () => jsonResponse(200, { isAvailable: false, providers: [] }) }, testUser);
    renderWithSession(<StockBackgroundPicker sceneNumber={1} onPick={vi.fn()} />);
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /api/stock-media')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Stock background for scene 1' })).not.toBeInTheDocument();
  });

  it('searches, and hands the imported item to the scene', async () => {
    const fetchMock = stubApi(
      {
        'GET /api/stock-media': () => jsonResponse(200, { isAvailable: true, providers: ['pexels'] }),
        'GET /api/stock-media/search?q=sunrise&kind=image&page=1': () => jsonResponse(200, { results: [result] }),
        'POST /api/stock-media/import': () => jsonResponse(201, media),
      },
      testUser,
    );
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithSession(<StockBackgroundPicker sceneNumber={2} onPick={onPick} />);
    await user.click(await screen.findByRole('button', { name: 'Stock background for scene 2' }));
    await user.type(screen.getByLabelText('Search stock photos and videos'), 'sunrise');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Use photo by Jane Doe (Pexels)' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(media));
    expect(sentBodies(fetchMock, 'POST /api/stock-media/import')).toEqual([{ provider: 'pexels', kind: 'image', externalId: '1001' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
