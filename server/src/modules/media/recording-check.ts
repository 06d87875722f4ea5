import type { MediaFormatId } from '@common/catalog/media';
import { MediaToolsError, type MediaTools, type ProbeInfo } from '../../providers/media-tools/index';

/** No probe or decode of a recording may take longer (a hostile file must not hold a worker). */
const STEP_TIMEOUT_MS = 30_000;
/** The rate a recording is decoded at to prove it whole and measure it (also the aligner's rate). */
export const RECORDING_CHECK_RATE = 16_000;
/** Louder than this peak (of 32768) somewhere, or it is silence (a muted microphone). */
const SILENCE_PEAK = 300;

/** What decoding found in a would-be voice-over. */
export type RecordingCheck =
  { ok: true; format: MediaFormatId; durationSeconds: number } | { ok: false; reason: 'not-audio' | 'damaged' | 'empty' | 'silent'; detail: string };

/** A cover picture inside an MP3, M4A or OGG shows up as a one-frame "video" stream; that is no clip. */
const COVER_CODECS = new Set(['mjpeg', 'png']);

function formatOf(info: ProbeInfo): MediaFormatId | null {
  const name = info.format?.format_name ?? '';
  const codec = info.streams?.find((s) => s.codec_type === 'audio')?.codec_name ?? '';
  if (name === 'wav' && codec.startsWith('pcm_')) return 'wav';
  if (name === 'mp3' && codec === 'mp3') return 'mp3';
  if (name.startsWith('mov,mp4') && (codec === 'aac' || codec === 'alac' || codec === 'mp3')) return 'm4a';
  if (name === 'ogg' && (codec === 'vorbis' || codec === 'opus' || codec === 'flac')) return 'ogg';
  if (name === 'matroska,webm' && (codec === 'opus' || codec === 'vorbis')) return 'weba';
  return null;
}

/**
 * Decides whether an upload is a voice-over from its bytes alone (ffprobe on a file without an
 * extension), then decodes all of it (a recording is small: a minute of 16 kHz mono is 2 MB):
 * the container must hold one of the accepted audio codecs and no moving picture, the whole
 * stream must decode, and the samples must hold sound. The length is the decoded samples', not
 * the container's claim (a browser's WebM recording declares none).
 */
export async function checkRecording(tools: MediaTools, file: string, signal?: AbortSignal): Promise<RecordingCheck> {
  let info: ProbeInfo;
  try {
    info = await tools.probe(file, { signal, timeoutMs: STEP_TIMEOUT_MS });
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    return { ok: false, reason: 'not-audio', detail: 'ffprobe could not read it' };
  }
  const moving = info.streams?.some((s) => s.codec_type === 'video' && !COVER_CODECS.has(s.codec_name ?? ''));
  const format = moving ? null : formatOf(info);
  if (!format) return { ok: false, reason: 'not-audio', detail: `${info.format?.format_name ?? 'unknown'} without an accepted audio stream` };
  let pcm: Buffer;
  try {
    pcm = await tools.decodeToPcm(file, { sampleRate: RECORDING_CHECK_RATE, signal: signal ?? AbortSignal.timeout(STEP_TIMEOUT_MS) });
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    return { ok: false, reason: 'damaged', detail: 'the audio does not decode to the end' };
  }
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  if (samples.length === 0) return { ok: false, reason: 'empty', detail: 'no samples' };
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]!));
  const durationSeconds = Math.round((samples.length / RECORDING_CHECK_RATE) * 1000) / 1000;
  if (peak < SILENCE_PEAK) return { ok: false, reason: 'silent', detail: `peak ${peak}` };
  return { ok: true, format, durationSeconds };
}

function isUnreadable(error: unknown): boolean {
  return error instanceof MediaToolsError && error.reason !== 'not-found';
}
