// Test oracles: ffprobe and ffmpeg run here directly, not through the media tools adapter the
// tests check (server/src/providers/media-tools/), so a fault there cannot hide itself.
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { testFfmpeg, testMediaTools } from './media-tools';

const run = promisify(execFile);

export type Probe = {
  streams: { codec_type: string; codec_name: string; profile?: string; width?: number; height?: number; pix_fmt?: string }[];
  format: { duration: string; tags?: Record<string, string> };
};

/** ffprobe's view of a media file (ffprobe ships with ffmpeg). */
export async function probe(file: string): Promise<Probe> {
  const { stdout } = await run(testMediaTools.binaries.ffprobe!, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  return JSON.parse(stdout) as Probe;
}

/** The MD5 of each packet of the first audio stream, as stored (no decoding): equal digests, the same AAC bytes. */
export async function audioPacketDigests(file: string): Promise<string[]> {
  const { stdout } = await run(testMediaTools.binaries.ffprobe!, [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_packets',
    '-show_data_hash',
    'md5',
    '-show_entries',
    'packet=data_hash',
    '-of',
    'csv=p=0',
    file,
  ]);
  return stdout.split('\n').filter(Boolean);
}

/** The MP4's top-level box types in file order; `moov` before `mdat` means it can play while downloading. */
export async function topLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const boxes: string[] = [];
    const header = Buffer.alloc(16);
    for (let offset = 0; offset < size;) {
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
  const { stdout } = await run(
    testFfmpeg,
    [
      '-v',
      'error',
      ...(seconds ? ['-ss', String(seconds)] : []),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'scale=64:64',
      '-pix_fmt',
      'gray',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    {
      encoding: 'buffer',
    },
  );
  return stdout;
}

export function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - (b[i] ?? 0));
  return sum / a.length;
}

/** One frame at `seconds` (as ffmpeg's -ss reads it) as raw pixels, through `filter` when given. */
export async function rawFrame(file: string, options: { seconds: string; pixFmt: 'rgb24' | 'rgba'; filter?: string }): Promise<Buffer> {
  const filter = options.filter ? ['-vf', options.filter] : [];
  const { stdout } = await run(
    testFfmpeg,
    ['-v', 'error', '-ss', options.seconds, '-i', file, '-frames:v', '1', ...filter, '-f', 'rawvideo', '-pix_fmt', options.pixFmt, 'pipe:1'],
    {
      encoding: 'buffer',
      maxBuffer: 1 << 26,
    },
  );
  return stdout;
}

/** The audio track as mono 32-bit floats at `sampleRate`. */
export async function audioSamples(file: string, sampleRate: number): Promise<Float32Array> {
  const { stdout } = await run(testFfmpeg, ['-v', 'error', '-i', file, '-ac', '1', '-ar', String(sampleRate), '-f', 'f32le', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 1 << 26,
  });
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4);
}
