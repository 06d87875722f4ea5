import { spawn } from 'node:child_process';
import { rename } from 'node:fs/promises';
import type { MediaBinaries } from './binaries';
import { MediaToolsError } from './media-tools-error';
import { webReadyArguments } from './web-ready';

export type EncoderOptions = {
  width: number;
  height: number;
  fps: number;
  /** A WAV file to mux as AAC, or none for a silent video. */
  audioPath: string | null;
  outputPath: string;
  metadataComment: string;
  signal: AbortSignal;
};

/** A running encode: frames in, a web-ready MP4 out. */
export type FrameEncoder = {
  /** Resolves when ffmpeg can take more (back-pressure keeps memory flat). */
  write(frame: Buffer): Promise<void>;
  /** Closes the input and waits for the file. */
  finish(): Promise<void>;
  /** Ends ffmpeg if it still runs and waits until it has: after a failure, nothing writes the file any more. */
  stop(): Promise<void>;
};

/**
 * ffmpeg (4.x, the one the installer ships) reads its inputs on threads of their own only when it
 * has more than one: alone, the frames on stdin are read by the thread that also converts them to
 * YUV, so the engine's painting and that conversion took turns. A silent encode gets a tiny silent
 * second input that is never mapped: its frames are read ahead on their own thread, as a voiced
 * encode's always were (docs/decisions/071; the product ad's render, 2.85 s to 2.65 s).
 */
const READ_FRAMES_ON_THEIR_OWN_THREAD = ['-f', 'lavfi', '-t', '0.1', '-i', 'anullsrc', '-map', '0:v'];

/** The arguments of the streaming encode: raw RGBA frames on stdin, the soundtrack from a file, a web-ready file out. */
export function encoderArguments(o: Omit<EncoderOptions, 'signal'>): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${o.width}x${o.height}`,
    '-r',
    String(o.fps),
    '-i',
    'pipe:0',
    ...(o.audioPath ? ['-i', o.audioPath] : READ_FRAMES_ON_THEIR_OWN_THREAD),
    ...webReadyArguments({ picture: { kind: 'animation', fps: o.fps }, audio: o.audioPath ? 'aac-shortest' : 'none', comment: o.metadataComment }),
    o.outputPath,
  ];
}

/**
 * Consecutive silent segments of one encode: each file gets the next `frameCount` frames, starting
 * on a keyframe. `wholePath` (for more than one segment): the same encode also written whole to
 * this file, so a first render's join copies one file instead of opening every segment (ffmpeg's
 * concat demuxer probes each one, about 4 ms a segment).
 */
export type SegmentEncoderOptions = Pick<EncoderOptions, 'width' | 'height' | 'fps' | 'signal'> & {
  segments: readonly { path: string; frameCount: number }[];
  wholePath?: string;
};

/** Where ffmpeg's segment muxer writes the n-th part before it is renamed to its segment's path. */
const partPath = (first: string, n: number) => `${first}.part${String(n).padStart(3, '0')}.mp4`;

/**
 * The arguments of a silent encode cut into consecutive segments by ffmpeg's segment muxer: a
 * keyframe forced on every cut, timestamps starting at zero in every part (they are joined by
 * the concat demuxer later). One segment is written straight to its path.
 */
export function segmentEncoderArguments(o: Omit<SegmentEncoderOptions, 'signal'>): string[] {
  const first = o.segments[0]!.path;
  const single = encoderArguments({ width: o.width, height: o.height, fps: o.fps, audioPath: null, outputPath: first, metadataComment: 'segment' });
  if (o.segments.length === 1) return single; // a single segment is the whole
  const cuts = o.segments.slice(0, -1).map((_, i) => o.segments.slice(0, i + 1).reduce((sum, segment) => sum + segment.frameCount, 0));
  const keyframes = ['-force_key_frames', `expr:${cuts.map((n) => `eq(n,${n})`).join('+')}`];
  const segmentOptions = { segment_frames: cuts.join(','), reset_timestamps: '1', segment_format: 'mp4' };
  if (!o.wholePath) {
    return [
      ...single.slice(0, -1),
      ...keyframes,
      '-f',
      'segment',
      ...Object.entries(segmentOptions).flatMap(([key, value]) => [`-${key}`, value]),
      `${first}.part%03d.mp4`,
    ];
  }
  // one encode, two muxers: the segments and the whole file (ffmpeg's tee muxer)
  const slave = (options: Record<string, string>, file: string) =>
    `[${Object.entries(options)
      .map(([key, value]) => `${key}=${value}`)
      .join(':')}]${escapeTeeFile(file)}`;
  return [
    ...single.slice(0, -1),
    ...keyframes,
    '-f',
    'tee',
    `${slave({ f: 'segment', ...segmentOptions }, `${first}.part%03d.mp4`)}|${slave({ f: 'mp4', movflags: '+faststart' }, o.wholePath)}`,
  ];
}

/** A file name as the tee muxer's list reads it: its separators and quotes escaped. */
const escapeTeeFile = (file: string) => file.replace(/[\\'|[\]]/g, (c) => `\\${c}`);

/**
 * One ffmpeg for a run of consecutive segments (a scene and its cut-in each a file): starting an
 * encoder per segment cost its start-up and its drain every time, more than the painting.
 */
export function startSegmentEncoder(binaries: MediaBinaries, options: SegmentEncoderOptions): FrameEncoder {
  const encoder = spawnEncoder(binaries, segmentEncoderArguments(options), options.signal);
  if (options.segments.length === 1) return encoder;
  return {
    ...encoder,
    async finish() {
      await encoder.finish();
      const first = options.segments[0]!.path;
      for (const [n, segment] of options.segments.entries()) {
        await rename(partPath(first, n), segment.path).catch((error: NodeJS.ErrnoException) => {
          throw new MediaToolsError('failed', `ffmpeg wrote no part ${n} of ${options.segments.length} (${error.code ?? error.message})`);
        });
      }
    },
  };
}

/** Spawns ffmpeg reading raw RGBA frames on stdin (see FrameEncoder). */
export function startEncoder(binaries: MediaBinaries, options: EncoderOptions): FrameEncoder {
  return spawnEncoder(binaries, encoderArguments(options), options.signal);
}

function spawnEncoder(binaries: MediaBinaries, args: string[], signal: AbortSignal): FrameEncoder {
  const child = spawn(binaries.ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'], signal });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(signal.aborted ? error : new MediaToolsError('not-found', `ffmpeg could not be started (${binaries.ffmpeg}: ${error.code ?? error.message})`)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new MediaToolsError('failed', `ffmpeg exited with ${code}: ${stderr.trim()}`, stderr))));
  });
  exited.catch(() => undefined); // observed by finish(); a write error must not crash the process first
  const gone = exited.then(
    () => undefined,
    () => undefined,
  );
  child.stdin.on('error', () => undefined); // EPIPE when ffmpeg dies: the exit code tells why

  return {
    async write(frame) {
      if (!child.stdin.write(frame)) {
        await new Promise<void>((resolve, reject) => {
          child.stdin.once('drain', resolve);
          exited.then(resolve, reject);
        });
      }
    },
    async finish() {
      child.stdin.end();
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await gone;
    },
  };
}
