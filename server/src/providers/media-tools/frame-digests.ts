import type { MediaBinaries } from './binaries';
import { runForText, type ToolCall } from './run-tool';

/**
 * The MD5 of every decoded frame of the first video stream, in order, through ffmpeg's framemd5
 * muxer: two files whose pictures decode alike give equal lists (a re-render that kept a scene's
 * segment must show that scene's frames unchanged).
 */
export async function frameDigests(binaries: MediaBinaries, file: string, call: ToolCall = {}): Promise<string[]> {
  const { stdout } = await runForText(
    'ffmpeg',
    binaries.ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', file, '-map', '0:v:0', '-f', 'framemd5', '-'],
    { maxBuffer: 64 * 1024 * 1024, ...call },
  );
  // lines: stream, dts, pts, duration, size, hash (comments start with #)
  return stdout
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)!.trim());
}
