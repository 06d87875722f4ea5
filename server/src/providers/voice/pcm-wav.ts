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
