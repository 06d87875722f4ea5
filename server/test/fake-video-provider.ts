import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { RenderSpec, VideoProvider } from '../src/providers/video/video-provider';

/**
 * A provider for tests about jobs rather than pictures: writes `bytes` bytes of random text, after
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
      // random hex text, never media: random bytes are now and then taken for an MP3 or a
      // transport stream by ffprobe (about 1 file in 150), which the quality review then rejects
      const bytes = options.bytes ?? 4096;
      await writeFile(
        context.outputPath,
        randomBytes(Math.ceil(bytes / 2))
          .toString('hex')
          .slice(0, bytes),
      );
    },
  };
  return { provider, calls };
}
