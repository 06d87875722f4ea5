import v8 from 'node:v8';
import vm from 'node:vm';

// V8 hands out its collector only to code started with --expose-gc; with the flag set here, a
// fresh context has it (in the render thread's own isolate: only the thread that paints calls it)
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;

/** How many bytes of written frames may wait for V8: well under the 64 MB that sets off a full collection. */
const YOUNG_FRAME_BYTES = 32 * 2 ** 20;

/**
 * Frees the frames ffmpeg already has: call it after each frame is written. Each frame's pixels
 * come out of Skia as a new buffer (3.7 MB at 720p, 8.3 MB at 1080p) that is garbage once written,
 * but V8 frees it only when it collects, and counts its bytes as memory outside its heap: about
 * every 64 MB of those (17 frames at 720p) it ran a full mark-compact, 3 to 7 ms of the render
 * thread each and more of its helper threads'. A young-generation collection every 32 MB of frames
 * (8 at 720p, 3 at 1080p) frees them while they are still young, and the full ones stop
 * (docs/decisions/072: the render's own CPU 1.45 → 1.25 s for the 15 s product ad).
 */
export function createFrameReleaser(frameBytes: number): () => void {
  const every = Math.max(1, Math.floor(YOUNG_FRAME_BYTES / frameBytes));
  let written = 0;
  return () => {
    if (++written % every === 0) collect({ type: 'minor' });
  };
}
