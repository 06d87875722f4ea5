import type { StyleLook } from './style-looks';
import { wavHeader } from '../../voice/wav';

export const SAMPLE_RATE = 44_100;

const MAJOR = [0, 7, 9, 5]; // I – V – vi – IV, as semitone roots
const MINOR = [0, 8, 3, 10]; // i – VI – III – VII

function oscillator(wave: StyleLook['music']['wave'], phase: number): number {
  const x = phase % 1;
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * x);
    case 'triangle':
      return 1 - 4 * Math.abs(x - 0.5);
    case 'square':
      return x < 0.5 ? 0.6 : -0.6;
    case 'saw':
      return 2 * x - 1;
  }
}

/**
 * A generated music bed in the style's tempo and mood: a four-chord pad, a bass note and a soft
 * kick on each beat, faded in and out. Returns a 16-bit stereo WAV file's bytes.
 */
export function composeMusicBed(music: StyleLook['music'], durationSeconds: number, seed: number): Buffer {
  const frames = Math.ceil(durationSeconds * SAMPLE_RATE);
  const pcm = Buffer.alloc(44 + frames * 4);
  // 16-bit samples, written straight (44 bytes of header: a whole number of samples)
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset + 44, frames * 2);
  const beat = 60 / music.bpm;
  const bar = beat * 4;
  const progression = music.minor ? MINOR : MAJOR;
  const offset = seed % 2 ? 2 : 0; // prompts alternate between two keys so beds are not all alike
  // each chord's root and its triad's three notes (root, third, fifth), worked out once
  const third = 2 ** ((music.minor ? 3 : 4) / 12);
  const fifth = 2 ** (7 / 12);
  const roots = progression.map((chord) => music.root * 2 ** ((chord + offset) / 12));
  const toSample = (value: number) => Math.round(Math.max(-1, Math.min(1, value)) * 32767);
  // e^-3t within a beat: worked out at each beat's first sample, then one multiplication a sample
  const decayStep = Math.exp(-3 / SAMPLE_RATE);
  let lastBeat = -1;
  let decay3 = 1;
  for (let i = 0; i < frames; i++) {
    const t = i / SAMPLE_RATE;
    const root = roots[Math.floor(t / bar) % roots.length]!;
    const pad = (oscillator(music.wave, t * root) + oscillator(music.wave, t * root * third) + oscillator(music.wave, t * root * fifth)) * 0.06;
    const beatNumber = Math.floor(t / beat);
    const inBeat = t - beatNumber * beat;
    decay3 = beatNumber === lastBeat ? decay3 * decayStep : Math.exp(-inBeat * 3);
    lastBeat = beatNumber;
    // the bass and the kick decay at e^-3t, e^-12t and e^-30t: powers of one exponential
    const decay6 = decay3 * decay3;
    const decay12 = decay6 * decay6;
    const decay30 = decay12 * decay12 * decay6;
    const bass = Math.sin(Math.PI * root * t) * 0.16 * decay3;
    const kick = Math.sin(2 * Math.PI * (50 + 90 * decay30) * inBeat) * 0.35 * decay12;
    const fade = Math.max(0, Math.min(1, t / 0.5, (durationSeconds - t) / 0.8));
    samples[i * 2] = toSample((pad + bass + kick) * fade);
    samples[i * 2 + 1] = toSample((pad * 0.9 + bass + kick) * fade);
  }
  writeWavHeader(pcm, frames);
  return pcm;
}

function writeWavHeader(buffer: Buffer, frames: number): void {
  wavHeader({ sampleRate: SAMPLE_RATE, channels: 2, dataBytes: frames * 4 }).copy(buffer, 0);
}
