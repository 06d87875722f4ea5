import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Config } from '../../config';

/**
 * The two binaries the adapter runs, as plain data: a render thread rebuilds the same adapter
 * from them (functions do not cross a thread). `ffprobe` is null when none was found: only the
 * calls that need it fail (`not-found`), so an installation without it still renders.
 */
export type MediaBinaries = { ffmpeg: string; ffprobe: string | null };

const onPath = (name: string) => spawnSync(name, ['-version'], { stdio: 'ignore' }).status === 0;
const packaged = (name: string) => (createRequire(import.meta.url)(name) as { path: string }).path;

/** FFMPEG_PATH, else `ffmpeg` on PATH, else the binary an npm package ships (if installed). */
function resolveFfmpegPath(configured?: string): string {
  if (configured) return configured;
  if (onPath('ffmpeg')) return 'ffmpeg';
  try {
    return packaged('@ffmpeg-installer/ffmpeg');
  } catch {
    throw new Error('ffmpeg was not found: install it (apt-get install ffmpeg) or set FFMPEG_PATH');
  }
}

/** FFPROBE_PATH, else `ffprobe` on PATH, else the binary the @ffprobe-installer package ships; null when none is there. */
function resolveFfprobePath(configured?: string): string | null {
  if (configured) return configured;
  if (onPath('ffprobe')) return 'ffprobe';
  try {
    return packaged('@ffprobe-installer/ffprobe');
  } catch {
    return null;
  }
}

/** Finds both binaries once (throws when there is no ffmpeg at all: nothing could render). */
export function resolveMediaBinaries(config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>): MediaBinaries {
  return { ffmpeg: resolveFfmpegPath(config.FFMPEG_PATH), ffprobe: resolveFfprobePath(config.FFPROBE_PATH) };
}
