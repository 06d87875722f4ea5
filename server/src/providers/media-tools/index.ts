// The media tools port (docs/decisions/040-media-tools-adapter.md): the one place that runs
// ffmpeg and ffprobe. Everything else asks this adapter for a probe, a frame, an encode.
import type { Config } from '../../config';
import { resolveMediaBinaries, type MediaBinaries } from './binaries';
import { concatSegments, type ConcatSoundtrack } from './concat';
import { frameDigests } from './frame-digests';
import { decodesFrame, decodeToPcm, stillFrame, type StillFit } from './decode';
import { readFrames, type FrameReader } from './frame-reader';
import { measureLoudness, type Loudness } from './loudness';
import { masterAudio, type MasterOptions } from './master-audio';
import { topLevelBoxes } from './mp4-boxes';
import { probe, probePackets, videoSize, type ProbeInfo, type ProbePacket } from './probe';
import type { ToolCall } from './run-tool';
import { scanMedia, type MediaScan, type ScanOptions } from './scan';
import { startEncoder, startSegmentEncoder, type EncoderOptions, type FrameEncoder, type SegmentEncoderOptions } from './stream-encoder';
import { encodeWebReady } from './web-ready';

export type { MediaBinaries } from './binaries';
export type { StillFit } from './decode';
export type { FrameReader } from './frame-reader';
export type { Loudness } from './loudness';
export type { MasterOptions } from './master-audio';
export { MediaToolsError } from './media-tools-error';
export type { ProbeInfo, ProbePacket } from './probe';
export type { ToolCall } from './run-tool';
export type { MediaScan, TimeRun } from './scan';
export type { EncoderOptions, FrameEncoder } from './stream-encoder';

/** What Reelwright does with ffmpeg and ffprobe. Every call rejects with a MediaToolsError, or the caller's abort. */
export type MediaTools = {
  /** The resolved binaries (plain data: a render thread rebuilds the adapter with `mediaToolsOf`). */
  readonly binaries: MediaBinaries;
  /** The container and its streams (ffprobe's JSON). */
  probe(file: string, call?: ToolCall): Promise<ProbeInfo>;
  /** The first video stream's packets as the container's index places them. */
  probePackets(file: string, call?: ToolCall): Promise<ProbePacket[]>;
  /** The first video stream's picture size. */
  videoSize(file: string, call?: ToolCall): Promise<{ width: number; height: number }>;
  /** Whether the first video frame (or the first `fromEndSeconds` before the end) decodes; `strict` counts every complaint. */
  decodesFrame(file: string, options?: ToolCall & { fromEndSeconds?: number; strict?: boolean }): Promise<boolean>;
  /** One frame at `seconds` as RGBA at the size (`cover` crops, `fill` scales); posters and thumbnails are made from these. */
  stillFrame(options: { file: string; seconds: number; width: number; height: number; fit: StillFit; signal?: AbortSignal }): Promise<Buffer>;
  /** Any decodable audio (bytes, or a file's path) as 16-bit mono PCM at `sampleRate`. */
  decodeToPcm(audio: Buffer | string, options: { sampleRate: number; signal?: AbortSignal }): Promise<Buffer>;
  /** EBU R 128 loudness of the first audio stream (loudnorm's measuring pass). */
  measureLoudness(file: string, call?: ToolCall): Promise<Loudness>;
  /** A mixed soundtrack mastered for delivery: faded at both ends, −14 LUFS, true peak ≤ −1 dBTP, 48 kHz AAC in an .m4a; the source's loudness. */
  masterAudio(options: MasterOptions): Promise<{ integratedLufs: number }>;
  /** Black and frozen stretches, silent stretches and EBU R 128 loudness, in one decoding pass (blackdetect, freezedetect, silencedetect, ebur128). */
  scanMedia(file: string, options: ScanOptions): Promise<MediaScan>;
  /** The MP4's top-level boxes in file order (`moov` before `mdat`: faststart). */
  topLevelBoxes(file: string): Promise<string[]>;
  /** A file re-encoded web-ready (H.264 High, AAC, faststart), with an overlay picture when given. */
  encodeWebReady(options: { source: string; outputPath: string; overlayPng: string | null; comment: string; signal?: AbortSignal }): Promise<void>;
  /** A web-ready encode fed raw RGBA frames as they are drawn. */
  startEncoder(options: EncoderOptions): FrameEncoder;
  /** One silent encode fed raw RGBA frames, cut into consecutive segment files (each starts on a keyframe). */
  startSegmentEncoder(options: SegmentEncoderOptions): FrameEncoder;
  /** A clip decoded to raw RGBA frames covering the size, looped for `seconds`. */
  readFrames(options: { file: string; width: number; height: number; fps: number; seconds: number; signal: AbortSignal }): FrameReader;
  /** Segments with the same encoding settings joined into one file, without re-encoding. */
  concatSegments(options: { segments: readonly string[]; outputPath: string; soundtrack?: ConcatSoundtrack } & ToolCall): Promise<void>;
  /** The MD5 of every decoded video frame, in order (ffmpeg's framemd5): equal pictures, equal digests. */
  frameDigests(file: string, call?: ToolCall): Promise<string[]>;
};

/** The adapter over binaries already found (the render thread's way in; tests name a missing one). */
export function mediaToolsOf(binaries: MediaBinaries): MediaTools {
  return {
    binaries,
    probe: (file, call) => probe(binaries, file, call),
    probePackets: (file, call) => probePackets(binaries, file, call),
    videoSize: (file, call) => videoSize(binaries, file, call),
    decodesFrame: (file, options) => decodesFrame(binaries, file, options),
    stillFrame: (options) => stillFrame(binaries, options),
    decodeToPcm: (audio, options) => decodeToPcm(binaries, audio, options),
    measureLoudness: (file, call) => measureLoudness(binaries, file, call),
    masterAudio: (options) => masterAudio(binaries, options),
    scanMedia: (file, options) => scanMedia(binaries, file, options),
    topLevelBoxes: (file) => topLevelBoxes(file),
    encodeWebReady: (options) => encodeWebReady(binaries, options),
    startEncoder: (options) => startEncoder(binaries, options),
    startSegmentEncoder: (options) => startSegmentEncoder(binaries, options),
    readFrames: (options) => readFrames(binaries, options),
    concatSegments: (options) => concatSegments(binaries, options),
    frameDigests: (file, call) => frameDigests(binaries, file, call),
  };
}

/**
 * The installation's media tools, built once at start (main, the worker, the test app) and handed
 * to the app and the workers: FFMPEG_PATH / FFPROBE_PATH, else the binaries on PATH, else the ones
 * the npm packages ship. Throws when there is no ffmpeg at all.
 */
export function createMediaTools(config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>): MediaTools {
  return mediaToolsOf(resolveMediaBinaries(config));
}
