import { spawn } from 'node:child_process';
import { wavHeader } from './wav';

/** The sample rate every remote adapter hands back (OpenAI's and ElevenLabs' native PCM rate). */
export const SPEECH_SAMPLE_RATE = 24_000;

/** A 16-bit PCM mono WAV around raw little-endian samples. */
export function wavFromPcm(pcm: Buffer, sampleRate = SPEECH_SAMPLE_RATE): Buffer {
  return Buffer.concat([wavHeader({ sampleRate, channels: 1, dataBytes: pcm.length }), pcm]);
}

/** The samples of raw 16-bit little-endian PCM (a copy, so alignment never matters). */
export function samplesOf(pcm: Buffer): Int16Array {
  const samples = new Int16Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = pcm.readInt16LE(i * 2);
  return samples;
}

export const durationMsOf = (pcm: Buffer, sampleRate = SPEECH_SAMPLE_RATE) => Math.round((pcm.length / 2 / sampleRate) * 1000);

/**
 * Any audio ffmpeg can decode (WAV with a streaming header, MP3, Opus…) as raw 16-bit mono PCM at
 * `sampleRate`; rejects when ffmpeg cannot decode it, which is how "bad audio" is told apart.
 */
export function decodeToPcm(ffmpegPath: string, audio: Buffer, options: { sampleRate?: number; signal?: AbortSignal } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath,
      ['-v', 'error', '-i', 'pipe:0', '-vn', '-ac', '1', '-ar', String(options.sampleRate ?? SPEECH_SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
      { stdio: ['pipe', 'pipe', 'pipe'], signal: options.signal },
    );
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg could not decode the audio: ${err.trim().split('\n').at(-1) ?? `exit ${code}`}`));
    });
    // ffmpeg may stop reading early on garbage: a broken pipe then is not our error
    child.stdin.on('error', () => {});
    child.stdin.end(audio);
  });
}
