import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { testFfmpeg } from './media-tools';

const run = promisify(execFile);

/** Makes a small media file with ffmpeg from a lavfi source (fixtures are made at test time, never committed). */
export async function makeMedia(dir: string, name: string, args: string[]): Promise<Buffer> {
  const file = path.join(dir, name);
  await run(testFfmpeg, ['-v', 'error', '-y', ...args, file]);
  return readFile(file);
}

/** A solid-colour still image (`color` as ffmpeg names it, e.g. `0x20c040`). */
export function solidImage(dir: string, name: string, color: string, size = '320x240'): Promise<Buffer> {
  return makeMedia(dir, name, ['-f', 'lavfi', '-i', `color=c=${color}:s=${size}`, '-frames:v', '1']);
}

/** A short H.264 clip; `faststart` puts the index (moov) before the media data. */
export function testClip(dir: string, name: string, options: { seconds?: number; color?: string; faststart?: boolean; size?: string } = {}): Promise<Buffer> {
  const source = options.color
    ? `color=c=${options.color}:s=${options.size ?? '160x120'}:r=24:d=${options.seconds ?? 2}`
    : `testsrc=s=${options.size ?? '160x120'}:r=24:d=${options.seconds ?? 2}`;
  return makeMedia(dir, name, [
    '-f',
    'lavfi',
    '-i',
    source,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    ...(options.faststart ? ['-movflags', '+faststart'] : []),
  ]);
}

/** The MP4 grown to `bytes` with a trailing `free` box: still a valid file, just a large one. */
export function paddedMp4(mp4: Buffer, bytes: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(bytes - mp4.length, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([mp4, header, Buffer.alloc(bytes - mp4.length - 8)]);
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(file: { name: string; type: string; data: Buffer; field?: string }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----reelwright${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function writeFixture(dir: string, name: string, data: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}
