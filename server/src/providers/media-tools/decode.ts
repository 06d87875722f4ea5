import { spawn } from 'node:child_process';
import type { MediaBinaries } from './binaries';
import { lastLineOf, MediaToolsError } from './media-tools-error';
import { runForBytes, runForText, type ToolCall } from './run-tool';

/** What ffmpeg writes on stderr when a picture is broken yet it carries on. */
const DAMAGE_WORDS = /error|invalid|corrupt|partial|truncat|prematurely/i;

/**
 * True when ffmpeg decodes the first video frame (or the first from `fromEndSeconds` before the
 * end). `strict` also stops at the first decoding error and counts any complaint on stderr as a
 * failure (an upload must be whole); otherwise only ffmpeg's exit counts.
 */
export async function decodesFrame(
  binaries: MediaBinaries,
  file: string,
  options: ToolCall & { fromEndSeconds?: number; strict?: boolean } = {},
): Promise<boolean> {
  const seek = options.fromEndSeconds === undefined ? [] : ['-sseof', `-${options.fromEndSeconds}`];
  const args = ['-v', 'error', ...(options.strict ? ['-xerror'] : []), '-nostdin', ...seek, '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'];
  try {
    const { stderr } = await runForText('ffmpeg', binaries.ffmpeg, args, options);
    return !(options.strict && DAMAGE_WORDS.test(stderr));
  } catch (error) {
    if (error instanceof MediaToolsError && error.reason !== 'not-found') return false;
    throw error;
  }
}

/** How a still is fitted to the size: `cover` scales up and cuts the middle out; `fill` scales to the exact size. */
export type StillFit = 'cover' | 'fill';

/**
 * The filter that makes a frame cover `width × height`: scaled up until both sides are filled,
 * then the middle cut out (a 9:16 video in a 16:9 thumbnail keeps its middle band), square pixels.
 */
export function coverFilter(width: number, height: number): string {
  return `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos,crop=${width}:${height},setsar=1`;
}

const FIT_FILTERS: Record<StillFit, (width: number, height: number) => string> = {
  cover: coverFilter,
  fill: (width, height) => `scale=${width}:${height}:flags=lanczos,setsar=1`,
};

/** One frame of the file at `seconds` (to the millisecond), fitted to the size, as RGBA; `no-frame` when ffmpeg decodes no picture there. */
export async function stillFrame(
  binaries: MediaBinaries,
  options: { file: string; seconds: number; width: number; height: number; fit: StillFit; signal?: AbortSignal },
): Promise<Buffer> {
  const { width, height } = options;
  const { stdout } = await runForBytes(
    'ffmpeg',
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      options.seconds.toFixed(3),
      '-i',
      options.file,
      '-frames:v',
      '1',
      '-vf',
      FIT_FILTERS[options.fit](width, height),
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      'pipe:1',
    ],
    { maxBuffer: width * height * 4 + 1024, signal: options.signal },
  );
  if (stdout.length !== width * height * 4) throw new MediaToolsError('no-frame', `no picture at ${options.seconds} s`);
  return stdout;
}

/**
 * Any audio ffmpeg can decode (WAV with a streaming header, MP3, Opus…) as raw 16-bit mono PCM at
 * `sampleRate`; a MediaToolsError when it cannot decode it, which is how "bad audio" is told apart.
 */
export function decodeToPcm(binaries: MediaBinaries, audio: Buffer | string, options: { sampleRate: number; signal?: AbortSignal }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // a file is read by path: an M4A with its index at the end cannot be decoded from a pipe
    const child = spawn(
      binaries.ffmpeg,
      [
        '-v',
        'error',
        ...(typeof audio === 'string' ? ['-nostdin', '-i', audio] : ['-i', 'pipe:0']),
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(options.sampleRate),
        '-f',
        's16le',
        '-acodec',
        'pcm_s16le',
        'pipe:1',
      ],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
        signal: options.signal,
      },
    );
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (options.signal?.aborted) reject(error);
      else reject(new MediaToolsError('not-found', `ffmpeg could not be started (${binaries.ffmpeg}: ${error.code ?? error.message})`));
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new MediaToolsError('failed', `ffmpeg could not decode the audio: ${lastLineOf(err) || `exit ${code}`}`, err.slice(-4000)));
    });
    // ffmpeg may stop reading early on garbage: a broken pipe then is not our error
    child.stdin.on('error', () => {});
    child.stdin.end(typeof audio === 'string' ? undefined : audio);
  });
}
