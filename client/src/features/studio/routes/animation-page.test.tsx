import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import AnimationPage from './animation-page';

const ID = '7d0c5b7e-1111-4222-8333-444455556666';
const base = {
  id: ID,
  title: 'Cold brew launch',
  description: 'A cold brew subscription',
  visualStyle: 'noir',
  aspectRatio: '9:16',
  durationSeconds: 6,
  tone: 'curious',
  scenes: null,
  status: 'processing',
  progress: 42,
  error: null,
  provider: 'local',
  engine: null,
  costCredits: 5,
  creatorPlan: 'free',
  watermark: true,
  videoUrl: null,
  downloadUrl: null,
  variantOfId: null,
  retryOfId: null,
  shareToken: null,
  createdAt: new Date(Date.now() - 65_000).toISOString(),
  startedAt: null,
  finishedAt: null,
};

function open(answer: () => Response, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(
    { [`GET /api/studio/videos/${ID}`]: answer, 'GET /api/credits': () => jsonResponse(200, { balance: 135, renderCost: 5 }), ...routes },
    testUser,
  );
  renderWithSession(
    <Route path="/animation/:id">
      <AnimationPage />
    </Route>,
    { path: `/animation/${ID}` },
  );
  return fetchMock;
}

describe('the animation page', () => {
  it('shows the render animation with progress, the current stage and the time elapsed while the job runs', async () => {
    open(() => jsonResponse(200, base));
    const bar = await screen.findByRole('progressbar', { name: 'Render progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Animating your scenes').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('render-elapsed')).toHaveTextContent(/Time elapsed 1:0[5-9]/);
    expect(screen.getByRole('heading', { name: 'Rendering your video' })).toBeInTheDocument();
  });

  it('plays a finished video with the watermark for a free creator and offers what to do with it', async () => {
    open(() =>
      jsonResponse(200, {
        ...base,
        status: 'completed',
        progress: 100,
        engine: 'local',
        videoUrl: `/api/studio/videos/${ID}/media`,
        downloadUrl: `/api/studio/videos/${ID}/media?download=1`,
      }),
    );
    expect(await screen.findByTestId('studio-video')).toHaveAttribute('src', `/api/studio/videos/${ID}/media`);
    expect(screen.getByRole('link', { name: /Made with Reelwright/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download (watermarked)' })).toHaveAttribute('href', `/api/studio/videos/${ID}/media?download=1`);
    for (const name of ['Share', 'Make a variant', 'Rename', 'Delete']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('Reelwright engine')).toBeInTheDocument();
  });

  it("offers a voiced video's captions as WebVTT and SRT downloads beside the video download (issue 33)", async () => {
    const done = { ...base, status: 'completed', progress: 100, engine: 'local', videoUrl: '/v', downloadUrl: '/v?download=1' };
    open(() =>
      jsonResponse(200, {
        ...done,
        voice: { voiceId: 'ava-en', speed: 1 },
        engines: { video: 'local', voice: 'espeak' },
        captionStyle: 'bold-pop',
        captionsUrls: { vtt: `/api/studio/videos/${ID}/captions.vtt`, srt: `/api/studio/videos/${ID}/captions.srt` },
      }),
    );
    const vtt = await screen.findByRole('link', { name: 'Download captions (WebVTT)' });
    expect(vtt).toHaveAttribute('href', `/api/studio/videos/${ID}/captions.vtt`);
    expect(vtt).toHaveAttribute('download', 'cold-brew-launch-captions.vtt');
    const srt = screen.getByRole('link', { name: 'Download captions (SRT)' });
    expect(srt).toHaveAttribute('href', `/api/studio/videos/${ID}/captions.srt`);
    expect(srt).toHaveAttribute('download', 'cold-brew-launch-captions.srt');
    // beside the video's own download, in the same row of actions
    expect(screen.getByRole('link', { name: 'Download (watermarked)' }).parentElement).toBe(vtt.closest('[role="group"]')!.parentElement);
  });

  it('offers no caption downloads for a silent video', async () => {
    open(() =>
      jsonResponse(200, { ...base, status: 'completed', progress: 100, engine: 'local', videoUrl: '/v', downloadUrl: '/v?download=1', captionsUrls: null }),
    );
    await screen.findByTestId('studio-video');
    expect(screen.queryByRole('link', { name: /Download captions/ })).toBeNull();
  });

  it('offers no watermark on a paid plan', async () => {
    open(() => jsonResponse(200, { ...base, status: 'completed', creatorPlan: 'pro', watermark: false, videoUrl: '/v', downloadUrl: '/v?download=1' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Made with Reelwright/ })).not.toBeInTheDocument();
  });

  it('explains a failure, says the credits came back, and retries as a new video', async () => {
    const fetchMock = open(() => jsonResponse(200, { ...base, status: 'failed', error: 'The video could not be rendered: provider down' }), {
      [`POST /api/studio/videos/${ID}/retry`]: () => jsonResponse(202, { ...base, id: 'new-id', status: 'queued', progress: 0, retryOfId: ID }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be rendered: provider down');
    expect(screen.getByText('Your 5 credits were refunded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again · 5 credits' }));
    expect(sentBodies(fetchMock, `POST /api/studio/videos/${ID}/retry`)).toHaveLength(1);
    expect(window.location.pathname).toBe('/animation/new-id');
  });

  const report = (status: 'pass' | 'fail') => ({
    checkedAt: '2026-11-27T05:00:00.000Z',
    verdict: status === 'fail' ? 'fail' : 'warning',
    width: 1080,
    height: 1920,
    durationSeconds: 15,
    checks: [
      { id: 'video-codec', label: 'Video codec', value: 'h264 (High)', status: 'pass', advice: null },
      { id: 'loudness', label: 'Loudness', value: '-19.3 LUFS', status: 'warning', advice: 'Normalise to −14 LUFS integrated (±1 LU) for social platforms.' },
      status === 'fail'
        ? {
            id: 'black-frames',
            label: 'Black frames',
            value: '1.2 s black at 2.0 s',
            status: 'fail',
            advice: 'A black stretch over 0.5 s: the picture went missing.',
          }
        : { id: 'black-frames', label: 'Black frames', value: 'none', status: 'pass', advice: null },
      { id: 'caption-contrast', label: 'Caption contrast', value: 'the engine does not report it yet', status: 'not-measured', advice: null },
    ],
  });

  it('lists every check of the quality report with its value and verdict, and offers the package download', async () => {
    const packageUrl = `/api/studio/videos/${ID}/package`;
    open(() =>
      jsonResponse(200, {
        ...base,
        status: 'completed',
        progress: 100,
        videoUrl: '/v',
        downloadUrl: '/v?download=1',
        packageUrl,
        qualityReport: report('pass'),
      }),
    );
    const section = await screen.findByRole('region', { name: 'Quality report' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Video codec✓Passedh264 (High)',
      'Loudness!Warning-19.3 LUFSNormalise to −14 LUFS integrated (±1 LU) for social platforms.',
      'Black frames✓Passednone',
      'Caption contrast–Not measuredthe engine does not report it yet',
    ]);
    const zip = screen.getByRole('link', { name: 'Download package (ZIP)' });
    expect(zip).toHaveAttribute('href', packageUrl);
    expect(zip).toHaveAccessibleDescription(/a manifest with checksums/);
  });

  it('shows the check that failed a render beside the refund', async () => {
    const error = 'The video failed its quality check: Black frames: A black stretch over 0.5 s: the picture went missing.';
    open(() => jsonResponse(200, { ...base, status: 'failed', error, qualityReport: report('fail') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    const failed = within(screen.getByRole('region', { name: 'Quality report' }))
      .getByText('1.2 s black at 2.0 s')
      .closest('li')!;
    expect(failed).toHaveTextContent('Failed');
    expect(screen.queryByRole('link', { name: 'Download package (ZIP)' })).toBeNull();
  });

  it('says so when the video is not the visitor’s or does not exist', async () => {
    open(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'This video does not exist or is not yours.' }));
    expect(await screen.findByRole('heading', { name: 'Video not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your library' })).toHaveAttribute('href', '/video-library');
  });
});
