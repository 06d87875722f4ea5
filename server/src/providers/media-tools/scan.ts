import type { MediaBinaries } from './binaries';
import { MediaToolsError } from './media-tools-error';
import { runForText, type ToolCall } from './run-tool';

/** A stretch of the file, in seconds from its start. */
export type TimeRun = { start: number; end: number };

/**
 * What one decoding pass over a file found: black and frozen stretches of the picture
 * (ffmpeg's `blackdetect`, `freezedetect`), silent stretches of the sound (`silencedetect`) and
 * its loudness by EBU R 128 (`ebur128`: integrated LUFS and true peak in dBTP). A part that was
 * not asked for, or that the file has no stream for, is null.
 */
export type MediaScan = {
  black: TimeRun[] | null;
  frozen: TimeRun[] | null;
  silent: TimeRun[] | null;
  loudness: { integratedLufs: number; truePeakDbtp: number } | null;
};

/**
 * The thresholds: a frame is black when 98 % of its pixels are below 10 % luma (blackdetect's
 * defaults), frozen when it differs from the last by less than -60 dB of noise, silent under
 * -50 dB. Runs shorter than the `…Seconds` minimums are not reported.
 */
export type ScanOptions = ToolCall & {
  video: boolean;
  audio: boolean;
  /** The file's length: a run still open when the file ends, ends there. */
  durationSeconds: number;
  blackSeconds?: number;
  frozenSeconds?: number;
  silentSeconds?: number;
};

const number = String.raw`(-?(?:\d+(?:\.\d+)?|inf))`;

function seconds(value: string): number {
  return value === 'inf' ? Infinity : value === '-inf' ? -Infinity : Number(value);
}

/** `blackdetect` writes one line a run: `black_start:1 black_end:2.04 black_duration:1.04`. */
export function parseBlackRuns(stderr: string): TimeRun[] {
  const runs: TimeRun[] = [];
  for (const match of stderr.matchAll(new RegExp(String.raw`black_start:\s*${number}\s+black_end:\s*${number}`, 'g')))
    runs.push({ start: seconds(match[1]!), end: seconds(match[2]!) });
  return runs;
}

/** Start and end lines in order (`<key>_start: 1`, `<key>_end: 2`); a run left open ends at `until`. */
function pairedRuns(stderr: string, key: string, until: number): TimeRun[] {
  const runs: TimeRun[] = [];
  let open: number | null = null;
  for (const match of stderr.matchAll(new RegExp(String.raw`${key}_(start|end):\s*${number}`, 'g'))) {
    if (match[1] === 'start') open = seconds(match[2]!);
    else if (open !== null) {
      runs.push({ start: open, end: seconds(match[2]!) });
      open = null;
    }
  }
  if (open !== null && until > open) runs.push({ start: open, end: until });
  return runs;
}

/** `freezedetect` writes `lavfi.freezedetect.freeze_start: 1` … `freeze_end: 2.04`. */
export function parseFrozenRuns(stderr: string, until: number): TimeRun[] {
  return pairedRuns(stderr, 'freezedetect\\.freeze', until);
}

/** `silencedetect` writes `silence_start: 2.5` … `silence_end: 3.5 | silence_duration: 1`. */
export function parseSilentRuns(stderr: string, until: number): TimeRun[] {
  return pairedRuns(stderr, 'silence', until);
}

/** `ebur128`'s summary, printed last: `I: -22.2 LUFS` and, with `peak=true`, `Peak: -17.1 dBFS` under "True peak". */
export function parseEbur128(stderr: string): MediaScan['loudness'] {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = new RegExp(String.raw`I:\s*${number}\s*LUFS`).exec(summary);
  const peak = new RegExp(String.raw`True peak:\s*Peak:\s*${number}\s*dBFS`).exec(summary);
  if (!integrated || !peak) return null;
  return { integratedLufs: seconds(integrated[1]!), truePeakDbtp: seconds(peak[1]!) };
}

/** One decoding pass with every detector asked for; their findings parsed from ffmpeg's log. */
export async function scanMedia(binaries: MediaBinaries, file: string, options: ScanOptions): Promise<MediaScan> {
  const { video, audio, durationSeconds } = options;
  if (!video && !audio) return { black: null, frozen: null, silent: null, loudness: null };
  const videoFilters = `blackdetect=d=${options.blackSeconds ?? 0.1}:pix_th=0.10,freezedetect=n=-60dB:d=${options.frozenSeconds ?? 2}`;
  const audioFilters = `silencedetect=n=-50dB:d=${options.silentSeconds ?? 1},ebur128=peak=true:framelog=verbose`;
  const { stderr } = await runForText(
    'ffmpeg',
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-nostats',
      '-nostdin',
      '-i',
      file,
      ...(video ? ['-map', '0:v:0', '-vf', videoFilters] : []),
      ...(audio ? ['-map', '0:a:0', '-af', audioFilters] : []),
      '-f',
      'null',
      '-',
    ],
    { maxBuffer: 16 * 1024 * 1024, ...options },
  );
  const loudness = audio ? parseEbur128(stderr) : null;
  if (audio && !loudness) throw new MediaToolsError('failed', 'ffmpeg measured no loudness (no audio stream?)', stderr.slice(-4000));
  return {
    black: video ? parseBlackRuns(stderr) : null,
    frozen: video ? parseFrozenRuns(stderr, durationSeconds) : null,
    silent: audio ? parseSilentRuns(stderr, durationSeconds) : null,
    loudness,
  };
}
