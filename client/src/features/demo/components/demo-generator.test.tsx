import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse } from '@/test/utils';
import { DemoGenerator } from './demo-generator';

vi.mock('canvas-confetti', () => ({ default: { create: () => vi.fn() } }));

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

function stubApi(answer: Answer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setup(props: { pollIntervalMs?: number; timeoutMs?: number } = {}) {
  render(
    <>
      <Toaster />
      <DemoGenerator pollIntervalMs={props.pollIntervalMs ?? 20} timeoutMs={props.timeoutMs ?? 5_000} />
    </>,
  );
  return { user: userEvent.setup(), box: screen.getByLabelText('Describe your product') };
}

const PROMPT = 'Handmade candles that smell like rain';

describe('the demo generator', () => {
  it('counts characters and keeps the button disabled below 10; submitting anyway toasts "Description too short"', async () => {
    stubApi(() => jsonResponse(500, {}));
    const { user, box } = setup();
    await user.type(box, 'short');
    expect(screen.getByText(/5\/500 characters/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Free Demo' })).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Description too short')).toBeInTheDocument();
    expect(screen.getByText('Please provide at least 10 characters')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('generates, shows progress while polling, then plays the video on loop with the ready toast', async () => {
    let polls = 0;
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/demo/generate-video') {
        expect(JSON.parse(String(init?.body))).toEqual({ prompt: PROMPT, visualStyle: 'anime' });
        return jsonResponse(202, { jobId: 'demo_1' });
      }
      polls += 1;
      if (polls === 1) return jsonResponse(200, { status: 'processing', progress: 40, videoUrl: null, posterUrl: null, error: null });
      if (polls === 2) throw new TypeError('Failed to fetch'); // only logged
      return jsonResponse(200, {
        status: 'completed',
        progress: 100,
        videoUrl: '/api/public/demo-video-proxy/demo_1',
        posterUrl: '/api/public/posters/demo_1',
        error: null,
      });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, box } = setup();
    await user.click(screen.getByText('Anime'));
    await user.type(box, PROMPT);
    await user.click(screen.getByRole('button', { name: 'Generate Free Demo' }));
    expect(await screen.findByText(/Generating your demo… 40%/)).toBeInTheDocument();
    const video = (await screen.findByTestId('demo-video')) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/api/public/demo-video-proxy/demo_1');
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(screen.getByText('Demo video ready!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Made with Reelwright/ })).toHaveAttribute('href', '/');
    expect(console.warn).toHaveBeenCalled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/status'))).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Try Another Demo' }));
    expect(screen.getByLabelText('Describe your product')).toBeInTheDocument();
  });

  it('stops polling after the time limit and says the demo took too long', async () => {
    const fetchMock = stubApi((url) =>
      url === '/api/demo/generate-video'
        ? jsonResponse(202, { jobId: 'demo_2' })
        : jsonResponse(200, { status: 'processing', progress: 10, videoUrl: null, posterUrl: null, error: null }),
    );
    // A fake clock (that also runs on its own, so findBy works): every poll timer is on it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { box } = setup({ pollIntervalMs: 20, timeoutMs: 150 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box, PROMPT);
    await user.click(screen.getByRole('button', { name: 'Generate Free Demo' }));
    expect(await screen.findByRole('heading', { name: 'Demo took too long' })).toBeInTheDocument();
    expect(screen.getAllByText('Sign up for instant access to faster generation!').length).toBeGreaterThan(0);
    const calls = fetchMock.mock.calls.length;
    // five poll intervals later: no poll was sent
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('toasts "Demo unavailable" with the server message when the request is refused', async () => {
    stubApi(() => jsonResponse(429, { message: 'You have used your 3 free demo videos for today.', code: 'RATE_LIMITED' }));
    const { user, box } = setup();
    await user.type(box, PROMPT);
    await user.click(screen.getByRole('button', { name: 'Generate Free Demo' }));
    expect(await screen.findByText('You have used your 3 free demo videos for today.')).toBeInTheDocument();
    expect(screen.getByText('Demo unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Free Demo' })).toBeEnabled());
  });

  it('falls back to "Sign up for free to start creating!" when a render fails without a message', async () => {
    stubApi((url) =>
      url === '/api/demo/generate-video'
        ? jsonResponse(202, { jobId: 'demo_3' })
        : jsonResponse(200, { status: 'failed', progress: 0, videoUrl: null, posterUrl: null, error: null }),
    );
    const { user, box } = setup();
    await user.type(box, PROMPT);
    await user.click(screen.getByRole('button', { name: 'Generate Free Demo' }));
    expect(await screen.findByText('Sign up for free to start creating!')).toBeInTheDocument();
    expect(screen.getByText('Demo unavailable')).toBeInTheDocument();
  });
});
