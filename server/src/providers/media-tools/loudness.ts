import type { MediaBinaries } from './binaries';
import { MediaToolsError } from './media-tools-error';
import { runForText, type ToolCall } from './run-tool';

/**
 * A file's loudness by EBU R 128 / ITU-R BS.1770, as ffmpeg's `loudnorm` measures it in its first
 * pass: integrated loudness (LUFS), true peak (dBTP), loudness range (LU) and the gate's
 * threshold (LUFS). Silence measures -Infinity. These are the figures a second `loudnorm` pass
 * takes as `measured_*` to master a file to a target.
 */
export type Loudness = { integratedLufs: number; truePeakDbtp: number; rangeLu: number; thresholdLufs: number };

type LoudnormReport = { input_i: string; input_tp: string; input_lra: string; input_thresh: string };

const decibels = (value: string) => (value.trim() === '-inf' ? -Infinity : Number(value));

/** Measures the loudness of the file's first audio stream. */
export async function measureLoudness(binaries: MediaBinaries, file: string, call: ToolCall = {}): Promise<Loudness> {
  // loudnorm prints its report (JSON) on stderr at the info level, after everything else
  const { stderr } = await runForText(
    'ffmpeg',
    binaries.ffmpeg,
    ['-hide_banner', '-nostats', '-nostdin', '-i', file, '-map', '0:a:0', '-af', 'loudnorm=print_format=json', '-f', 'null', '-'],
    call,
  );
  const report = /\{[^{}]*"input_i"[^{}]*\}/.exec(stderr)?.[0];
  if (!report) throw new MediaToolsError('failed', 'ffmpeg measured no loudness (no audio stream?)', stderr.slice(-4000));
  const parsed = JSON.parse(report) as LoudnormReport;
  return {
    integratedLufs: decibels(parsed.input_i),
    truePeakDbtp: decibels(parsed.input_tp),
    rangeLu: decibels(parsed.input_lra),
    thresholdLufs: decibels(parsed.input_thresh),
  };
}
