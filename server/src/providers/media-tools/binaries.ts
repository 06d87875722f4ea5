import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

let cached: string | undefined;

/** FFMPEG_PATH, else `ffmpeg` on PATH, else the binary an npm package ships (if installed). */
export function resolveFfmpegPath(configured?: string): string {
  if (configured) return configured;
  if (cached) return cached;
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return (cached = 'ffmpeg');
  try {
    const packaged = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return (cached = packaged.path);
  } catch {
    throw new Error('ffmpeg was not found: install it (apt-get install ffmpeg) or set FFMPEG_PATH');
  }
}
