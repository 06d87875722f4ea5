import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_DURATION_MS, IntroAnimation } from './intro-animation';

const intro = () => screen.queryByTestId('intro-animation');

describe('IntroAnimation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('plays on the first load of a session, then goes away after about 2 seconds', async () => {
    render(<IntroAnimation />);
    expect(screen.getByRole('status', { name: 'Reelwright intro' })).toBe(intro());
    await act(() => {
      vi.advanceTimersByTime(INTRO_DURATION_MS - 1);
    });
    expect(intro()).toBeInTheDocument();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(intro()).not.toBeInTheDocument();
    expect(INTRO_DURATION_MS).toBe(2000);
  });

  it('is remembered for the session, so a reload does not replay it', () => {
    const first = render(<IntroAnimation />);
    expect(window.sessionStorage.getItem('intro_seen')).not.toBeNull();
    first.unmount();
    render(<IntroAnimation />);
    expect(intro()).not.toBeInTheDocument();
  });

  it('does not show when sessionStorage says it was seen', () => {
    window.sessionStorage.setItem('intro_seen', 'true');
    render(<IntroAnimation />);
    expect(intro()).not.toBeInTheDocument();
  });

  it('can be skipped at once', () => {
    render(<IntroAnimation />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(intro()).not.toBeInTheDocument();
  });
});
