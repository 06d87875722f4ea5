import { readFile } from 'node:fs/promises';
import { readWav } from '../voice/wav';
import type { MediaBinaries } from './binaries';
import { MediaToolsError } from './media-tools-error';
import { masteringGain } from './pcm-loudness';
import { runForText, type ToolCall } from './run-tool';

/**
 * Where a delivered soundtrack lands (issue 28, docs/decisions/063): −14 LUFS integrated, the
 * social platforms' normalisation level, and a true peak at or under −1 dBTP. The limiter aims a
 * notch lower (−2) because AAC's encoder overshoots a true peak by a few tenths of a dB.
 */
const MASTER_TARGET = { integratedLufs: -14, truePeakDbtp: -1, limiterDbtp: -2, rangeLu: 11 } as const;
/** The delivered soundtrack's rate (AAC at 48 kHz, what every platform re-encodes to anyway). */
const MASTER_SAMPLE_RATE = 48_000;
/** The delivered soundtrack's AAC bit rate. */
const MASTER_BIT_RATE = '128k';

export type MasterOptions = ToolCall & {
  /** The engine's mix: a 16-bit PCM WAV, mono or stereo (its loudness is measured in the process). */
  source: string;
  /**
   * Stereo AAC at MASTER_SAMPLE_RATE in an audio-only MP4 (.m4a): the video's soundtrack as
   * delivered, so joining it to the picture copies it (and a re-render reuses it) untouched.
   */
  outputPath: string;
  /** The soundtrack's length, seconds: where the closing fade starts. */
  durationSeconds: number;
  /** Fade lengths at the start and the end, seconds (no click on the first or last sample). */
  fadeInSeconds?: number;
  fadeOutSeconds?: number;
};

/**
 * Masters a mixed soundtrack: short fades at both ends, then EBU R 128 loudness normalisation in
 * two passes (measure, then one linear gain to the target and a true-peak limiter), resampled to
 * 48 kHz and encoded to AAC. Audio-only work: a fraction of a second for a 15-second video.
 * Returns the source's integrated loudness (before mastering). A silent source is faded and
 * resampled only.
 */
export async function masterAudio(binaries: MediaBinaries, options: MasterOptions): Promise<{ integratedLufs: number }> {
  const fadeIn = options.fadeInSeconds ?? 0.05;
  const fadeOut = Math.min(options.fadeOutSeconds ?? 0.3, options.durationSeconds / 2);
  const fadeOutStart = Math.max(0, options.durationSeconds - fadeOut);
  const fades = `afade=t=in:d=${fadeIn},afade=t=out:st=${fadeOutStart.toFixed(3)}:d=${fadeOut}`;
  const call: ToolCall = { signal: options.signal, timeoutMs: options.timeoutMs };
  const wav = readWavOrFail(await readFile(options.source));
  const t = MASTER_TARGET;
  // one gain to the target for the whole track (the ducking and the voice's dynamics stay as
  // mixed), then a limiter on the peaks, run at 4× the rate so it catches the peaks between
  // samples (the true peak) too. loudnorm's own second pass was tried first: with this music's
  // kick its linear mode rarely applies, and its dynamic mode landed a full LU under the target.
  // The gain is measured here, with the same (linear) fades, and makes up for what the limiter
  // takes (masteringGain, docs/decisions/071).
  const limiter = { limit: 10 ** (t.limiterDbtp / 20), attackSeconds: 0.001, releaseSeconds: 0.06 };
  const { integratedLufs, gainDb } = masteringGain(wav, { integratedLufs: t.integratedLufs, limiter }, (frame) => {
    const at = frame / wav.sampleRate;
    return Math.max(0, Math.min(1, at / fadeIn, (fadeOutStart + fadeOut - at) / fadeOut));
  });
  options.signal?.throwIfAborted();
  const normalise = `,volume=${gainDb.toFixed(2)}dB,aresample=${MASTER_SAMPLE_RATE * 4},alimiter=limit=${limiter.limit.toFixed(4)}:attack=${limiter.attackSeconds * 1000}:release=${limiter.releaseSeconds * 1000}:level=0`;
  await runForText(
    'ffmpeg',
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-i',
      options.source,
      '-map',
      '0:a:0',
      // the limiter works at 192 kHz; the resampler brings it back to the delivered rate
      '-af',
      `${fades}${normalise},aresample=${MASTER_SAMPLE_RATE}`,
      '-ac',
      '2',
      '-c:a',
      'aac',
      '-b:a',
      MASTER_BIT_RATE,
      '-f',
      'mp4',
      options.outputPath,
    ],
    call,
  );
  return { integratedLufs };
}

function readWavOrFail(bytes: Buffer) {
  try {
    return readWav(bytes);
  } catch (error) {
    throw new MediaToolsError('failed', `The soundtrack to master is not a 16-bit PCM WAV (${(error as Error).message})`);
  }
}
