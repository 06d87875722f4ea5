import { PerformanceObserver, constants } from 'node:perf_hooks';
import { createCanvas } from '../../canvas/index';
import { createFrameReleaser } from './frame-memory';

/** Full (mark-compact) collections while `frames` frames are read out of a 720p canvas and dropped, as the render loop does. */
async function fullCollectionsWhile(frames: number, afterEach: () => void): Promise<number> {
  const canvas = createCanvas(720, 1280);
  const g = canvas.getContext('2d');
  let full = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as unknown as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++;
  });
  observer.observe({ entryTypes: ['gc'] });
  for (let frame = 0; frame < frames; frame++) {
    g.fillStyle = frame % 2 ? '#204060' : '#604020';
    g.fillRect(0, 0, 720, 1280);
    canvas.data(); // written to ffmpeg and dropped
    afterEach();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, 50)); // the last entries are delivered
  observer.disconnect();
  return full;
}

describe('the frame releaser', () => {
  it('frees frames already written while they are young: V8 no longer stops for full collections', async () => {
    const unreleased = await fullCollectionsWhile(120, () => undefined);
    const released = await fullCollectionsWhile(120, createFrameReleaser(720 * 1280 * 4));
    // about one full collection every 17 frames when left to V8; none (or a stray one) when released
    expect(unreleased).toBeGreaterThanOrEqual(3);
    expect(released).toBeLessThanOrEqual(1);
  });
});
