import { spawn } from 'node:child_process';

export type EncoderOptions = {
  ffmpegPath: string;
  width: number;
  height: number;
  fps: number;
  /** A WAV file to mux as AAC, or none for a silent video. */
  audioPath: string | null;
  outputPath: string;
  metadataComment: string;
  signal: AbortSignal;
};

/** The arguments that make a web-ready file: H.264 High, yuv420p, AAC, moov atom first. */
export function encoderArguments(o: Omit<EncoderOptions, 'ffmpegPath' | 'signal'>): string[] {
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${o.width}x${o.height}`, '-r', String(o.fps), '-i', 'pipe:0',
    ...(o.audioPath ? ['-i', o.audioPath] : []),
    '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryfast', '-tune', 'animation', '-crf', '22',
    '-pix_fmt', 'yuv420p', '-g', String(o.fps * 2),
    ...(o.audioPath ? ['-c:a', 'aac', '-b:a', '128k', '-shortest'] : []),
    '-movflags', '+faststart',
    '-metadata', `comment=${o.metadataComment}`,
    o.outputPath,
  ];
}

/**
 * Spawns ffmpeg reading raw RGBA frames on stdin. `write` resolves when ffmpeg can take more
 * (back-pressure keeps memory flat); `finish` closes stdin and waits for the file.
 */
export function startEncoder(options: EncoderOptions) {
  const child = spawn(options.ffmpegPath, encoderArguments(options), { stdio: ['pipe', 'ignore', 'pipe'], signal: options.signal });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`))));
  });
  exited.catch(() => undefined); // observed by finish(); a write error must not crash the process first
  const gone = exited.then(
    () => undefined,
    () => undefined,
  );
  child.stdin.on('error', () => undefined); // EPIPE when ffmpeg dies: the exit code tells why

  return {
    async write(frame: Buffer): Promise<void> {
      if (!child.stdin.write(frame)) {
        await new Promise<void>((resolve, reject) => {
          child.stdin.once('drain', resolve);
          exited.then(resolve, reject);
        });
      }
    },
    async finish(): Promise<void> {
      child.stdin.end();
      await exited;
    },
    /** Ends ffmpeg if it still runs and waits until it has: after a failure, nothing writes the file any more. */
    async stop(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await gone;
    },
  };
}
