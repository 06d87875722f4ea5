import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { MediaBinaries } from './binaries';

/** A clip being decoded: its raw RGBA frames on `frames` (pause it for back-pressure). */
export type FrameReader = {
  frames: Readable;
  /** Called once when the decoder is done: at the clip's end, on an error or when stopped. */
  onEnd(listener: () => void): void;
  stop(): void;
};

/**
 * Decodes a clip into raw RGBA frames at `fps`, covering `width × height` (scaled up, middle cut
 * out), looped for as long as `seconds` asks, without sound. Nothing is held but what the reader
 * has not taken yet.
 */
export function readFrames(
  binaries: MediaBinaries,
  options: { file: string; width: number; height: number; fps: number; seconds: number; signal: AbortSignal },
): FrameReader {
  const { width, height, fps } = options;
  const child = spawn(
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-stream_loop',
      '-1',
      '-i',
      options.file,
      '-t',
      options.seconds.toFixed(3),
      '-an',
      '-vf',
      `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},fps=${fps},setsar=1`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'], signal: options.signal },
  );
  child.on('error', () => undefined); // a missing binary or an abort ends the frames: onEnd tells the reader
  return {
    frames: child.stdout,
    onEnd(listener) {
      child.on('close', listener);
      child.on('error', listener);
    },
    stop: () => void child.kill('SIGKILL'),
  };
}
