import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

let cached: string | undefined;

/** FFPROBE_PATH, else `ffprobe` on PATH, else the binary the @ffprobe-installer package ships. */
export function resolveFfprobePath(configured?: string): string {
  if (configured) return configured;
  if (cached) return cached;
  if (spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0) return (cached = 'ffprobe');
  try {
    return (cached = (createRequire(import.meta.url)('@ffprobe-installer/ffprobe') as { path: string }).path);
  } catch {
    throw new Error('ffprobe was not found: install it (apt-get install ffmpeg) or set FFPROBE_PATH');
  }
}
