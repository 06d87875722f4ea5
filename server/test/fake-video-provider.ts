import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { RenderSpec, VideoProvider } from '../src/providers/video/video-provider';

/**
 * A provider for tests about jobs rather than pictures: writes `bytes` random bytes, after
 * `delayMs`, or fails the first `failures` times. `calls` lists every spec it was asked for.
 */
export function createFakeVideoProvider(options: { name?: VideoProvider['name']; bytes?: number; delayMs?: number; failures?: number; error?: string } = {}) {
  let failuresLeft = options.failures ?? 0;
  const calls: RenderSpec[] = [];
  const provider: VideoProvider = {
    name: options.name ?? 'local',
    async render(spec, context) {
      calls.push(spec);
      await context.reportProgress(50);
      context.signal.throwIfAborted(); // stopped while it reported, as a real engine would be
      if (options.delayMs)
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, options.delayMs);
          context.signal.addEventListener('abort', () => (clearTimeout(timer), reject(context.signal.reason)), { once: true });
        });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error(options.error ?? 'fake provider failure');
      }
      await writeFile(context.outputPath, randomBytes(options.bytes ?? 4096));
    },
  };
  return { provider, calls };
}
