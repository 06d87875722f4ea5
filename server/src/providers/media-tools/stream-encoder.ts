import { spawn } from 'node:child_process';
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
    ...(o.audioPath ? ['-i', o.audioPath] : []),
    ...webReadyArguments({ picture: { kind: 'animation', fps: o.fps }, audio: o.audioPath ? 'aac-shortest' : 'none', comment: o.metadataComment }),
    o.outputPath,
  ];
}

/** Spawns ffmpeg reading raw RGBA frames on stdin (see FrameEncoder). */
export function startEncoder(binaries: MediaBinaries, options: EncoderOptions): FrameEncoder {
  const child = spawn(binaries.ffmpeg, encoderArguments(options), { stdio: ['pipe', 'ignore', 'pipe'], signal: options.signal });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        options.signal.aborted ? error : new MediaToolsError('not-found', `ffmpeg could not be started (${binaries.ffmpeg}: ${error.code ?? error.message})`),
      ),
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
