import { renderCostCredits, RENDER_COST_CREDITS } from './plans';
import { DEFAULT_VIDEO_SECONDS, VIDEO_LENGTHS, videoLengthFor } from './video-lengths';
import { VIDEO_LIMITS } from '../contracts/video';

describe('video lengths and their prices (issue 27)', () => {
  it('offers 15, 30, 45 and 60 seconds, the default 15 s still at 5 credits', () => {
    expect(VIDEO_LENGTHS.map((l) => [l.seconds, l.credits])).toEqual([
      [15, 5],
      [30, 10],
      [45, 15],
      [60, 20],
    ]);
    expect(renderCostCredits({ durationSeconds: DEFAULT_VIDEO_SECONDS })).toBe(RENDER_COST_CREDITS);
    expect(VIDEO_LIMITS.durationMax).toBe(60);
  });

  it('prices a length in between at the next one up, and bounds a voice-over by it', () => {
    expect(renderCostCredits({ durationSeconds: VIDEO_LIMITS.durationMin })).toBe(5);
    expect(renderCostCredits({ durationSeconds: 16, voice: true, captions: true })).toBe(10);
    expect(renderCostCredits({ durationSeconds: 45 })).toBe(15);
    expect(videoLengthFor(31).seconds).toBe(45);
    expect(videoLengthFor(60).seconds).toBe(60);
  });
});
