import { MEDIA_LIMITS } from '@common/catalog/media';
import { MEDIA_MESSAGES } from '@common/contracts/media';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, renderWithSession, stubApi, testUser } from '@/test/utils';
import { UploadsPanel } from './uploads-panel';

const photo = {
  id: '0b7c4a52-7f1e-4f3c-9d55-2f0a1c3e9b11',
  kind: 'image',
  format: 'jpeg',
  contentType: 'image/jpeg',
  bytes: 2_500_000,
  width: 1200,
  height: 800,
  durationSeconds: null,
  originalName: 'bottle.jpg',
  fileUrl: '/api/media/0b7c4a52-7f1e-4f3c-9d55-2f0a1c3e9b11/file',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const usage = (count: number, bytes: number) => ({ count, bytes, quotaBytes: MEDIA_LIMITS.quotaBytes, maxAssets: MEDIA_LIMITS.maxAssets });

function setup(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes, testUser);
  renderWithSession(
    <>
      <Toaster />
      <UploadsPanel />
    </>,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('the uploads panel', () => {
  it('says there is nothing yet, with the limits and an empty quota meter', async () => {
    setup({ 'GET /api/media': () => jsonResponse(200, { assets: [], usage: usage(0, 0) }) });
    expect(await screen.findByText(/No media yet/)).toBeInTheDocument();
    expect(screen.getByText(/PNG, JPEG or WebP images up to 10 MB; MP4, MOV or WebM clips up to 50 MB and 60 seconds/)).toBeInTheDocument();
    expect(screen.getByText('0 MB of 500 MB used · 0 of 50 files')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Storage used' })).toHaveAttribute('value', '0');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });

  it('lists the files with a named delete button, and deletes one', async () => {
    let assets = [photo];
    const { user, fetchMock } = setup({
      'GET /api/media': () => jsonResponse(200, { assets, usage: usage(assets.length, assets.length * photo.bytes) }),
      [`DELETE /api/media/${photo.id}`]: () => {
        assets = [];
        return new Response(null, { status: 204 });
      },
      'GET /api/brand-kit': () => jsonResponse(200, { brandKit: null }),
    });
    expect(await screen.findByText('bottle.jpg')).toBeInTheDocument();
    expect(screen.getByText('2.4 MB of 500 MB used · 1 of 50 files')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete bottle.jpg' }));
    expect(await screen.findByText(/No media yet/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/media/${photo.id}` && init?.method === 'DELETE')).toBe(true);
  });

  it('refuses an empty or too large file at once, in the server’s words, without sending it', async () => {
    const { user, fetchMock } = setup({ 'GET /api/media': () => jsonResponse(200, { assets: [], usage: usage(0, 0) }) });
    await screen.findByText(/No media yet/);
    await user.upload(screen.getByTestId('media-file-input'), new File([], 'empty.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`empty.png was not uploaded: ${MEDIA_MESSAGES.empty}`);
    const huge = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: MEDIA_LIMITS.clipMaxBytes + 1 });
    await user.upload(screen.getByTestId('media-file-input'), huge);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`huge.mp4 was not uploaded: ${MEDIA_MESSAGES.tooLarge}`));
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/media' && init?.method === 'POST')).toEqual([]);
  });
});
