import { execFile, spawnSync } from 'node:child_process';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { resolveFfmpegPath } from '../src/providers/video/ffmpeg-path';

const run = promisify(execFile);

/** FFPROBE_PATH, else ffprobe on PATH, else the binary of the @ffprobe-installer package. */
function ffprobePath(): string {
  if (process.env.FFPROBE_PATH) return process.env.FFPROBE_PATH;
  if (spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0) return 'ffprobe';
  return (createRequire(import.meta.url)('@ffprobe-installer/ffprobe') as { path: string }).path;
}

export type Probe = {
  streams: { codec_type: string; codec_name: string; profile?: string; width?: number; height?: number; pix_fmt?: string }[];
  format: { duration: string; tags?: Record<string, string> };
};

/** ffprobe's view of a media file (ffprobe ships with ffmpeg). */
export async function probe(file: string): Promise<Probe> {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  return JSON.parse(stdout) as Probe;
}

/** The MP4's top-level box types in file order; `moov` before `mdat` means it can play while downloading. */
export async function topLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const boxes: string[] = [];
    const header = Buffer.alloc(16);
    for (let offset = 0; offset < size; ) {
      await handle.read(header, 0, 16, offset);
      let length = header.readUInt32BE(0);
      boxes.push(header.toString('latin1', 4, 8));
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      if (length === 0) break;
      offset += length;
    }
    return boxes;
  } finally {
    await handle.close();
  }
}

/** One frame at `seconds`, scaled down to 64x64 grey pixels, for comparing pictures. */
export async function grayThumbnail(file: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(resolveFfmpegPath(process.env.FFMPEG_PATH), ['-v', 'error', ...(seconds ? ['-ss', String(seconds)] : []), '-i', file, '-frames:v', '1', '-vf', 'scale=64:64', '-pix_fmt', 'gray', '-f', 'rawvideo', 'pipe:1'], {
    encoding: 'buffer',
  });
  return stdout;
}

export function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - (b[i] ?? 0));
  return sum / a.length;
}
