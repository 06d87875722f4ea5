import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/utils';
import { ShowcasePlayer } from './showcase-player';

function renderPlayer(details: () => Response, props: { showWatermark?: boolean } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => details()),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShowcasePlayer videoId="abc" {...props} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('showcase-video');
}

describe('the showcase player', () => {
  it('plays the proxied video and drops the loading state once data arrives', async () => {
    const video = renderPlayer(() => jsonResponse(200, { creatorPlan: 'pro', engine: 'local', durationSeconds: 8, aspectRatio: '9:16', visualStyle: 'pixar' }));
    expect(video).toHaveAttribute('src', '/api/public/video-proxy/abc');
    expect(screen.getByText('Loading video')).toBeInTheDocument();
    fireEvent.loadedData(video);
    await waitFor(() => expect(screen.queryByText('Loading video')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Made with Reelwright/ })).not.toBeInTheDocument();
  });

  it.each(['free', 'Trial'])('shows the watermark linking home for the %s plan', async (plan) => {
    renderPlayer(() => jsonResponse(200, { creatorPlan: plan.toLowerCase(), engine: 'local', durationSeconds: 8, aspectRatio: '9:16', visualStyle: 'pixar' }));
    expect(await screen.findByRole('link', { name: /Made with Reelwright/ })).toHaveAttribute('href', '/');
  });

  it('keeps the plan free when the details call fails, and loading still ends', async () => {
    const video = renderPlayer(() => jsonResponse(500, { message: 'boom' }));
    fireEvent.loadedData(video);
    await waitFor(() => expect(screen.queryByText('Loading video')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Made with Reelwright/ })).toBeInTheDocument();
  });

  it('forces the watermark when asked, whatever the plan', async () => {
    renderPlayer(() => jsonResponse(200, { creatorPlan: 'enterprise', engine: 'local', durationSeconds: 8, aspectRatio: '9:16', visualStyle: 'pixar' }), {
      showWatermark: true,
    });
    expect(await screen.findByRole('link', { name: /Made with Reelwright/ })).toBeInTheDocument();
  });

  it('shows "Preview Coming Soon" when the video cannot play', () => {
    fireEvent.error(renderPlayer(() => jsonResponse(200, {})));
    expect(screen.getByText('Preview Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Video processing in progress')).toBeInTheDocument();
  });
});
