import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The filter that makes a frame cover `width × height`: scaled up until both sides are filled,
 * then the middle cut out (a 9:16 video in a 16:9 thumbnail keeps its middle band), square pixels.
 */
export function coverFilter(width: number, height: number): string {
  return `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos,crop=${width}:${height},setsar=1`;
}

/** One frame of the file at `seconds`, covering the size, as RGBA; throws when ffmpeg decodes no picture there. */
export async function grabStill(options: { ffmpegPath: string; videoPath: string; seconds: number; width: number; height: number; signal?: AbortSignal }): Promise<Buffer> {
  const { width, height } = options;
  const { stdout } = await run(
    options.ffmpegPath,
    ['-hide_banner', '-loglevel', 'error', '-ss', options.seconds.toFixed(3), '-i', options.videoPath, '-frames:v', '1', '-vf', coverFilter(width, height), '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: width * height * 4 + 1024, signal: options.signal },
  );
  if (stdout.length !== width * height * 4) throw new Error('no frame at that time');
  return stdout;
}
