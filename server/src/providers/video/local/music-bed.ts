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
  const beat = 60 / music.bpm;
  const bar = beat * 4;
  const progression = music.minor ? MINOR : MAJOR;
  const third = music.minor ? 3 : 4;
  const offset = seed % 2 ? 2 : 0; // prompts alternate between two keys so beds are not all alike
  for (let i = 0; i < frames; i++) {
    const t = i / SAMPLE_RATE;
    const chord = progression[Math.floor(t / bar) % progression.length]! + offset;
    const root = music.root * 2 ** (chord / 12);
    let pad = 0;
    for (const step of [0, third, 7]) pad += oscillator(music.wave, t * root * 2 ** (step / 12));
    pad *= 0.06;
    const inBeat = t % beat;
    const bass = Math.sin(2 * Math.PI * (root / 2) * t) * 0.16 * Math.exp(-inBeat * 3);
    const kick = Math.sin(2 * Math.PI * (50 + 90 * Math.exp(-inBeat * 30)) * inBeat) * 0.35 * Math.exp(-inBeat * 12);
    const fade = Math.min(1, t / 0.5, (durationSeconds - t) / 0.8);
    const left = (pad + bass + kick) * Math.max(0, fade);
    const right = (pad * 0.9 + bass + kick) * Math.max(0, fade);
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, left)) * 32767), 44 + i * 4);
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, right)) * 32767), 46 + i * 4);
  }
  writeWavHeader(pcm, frames);
  return pcm;
}

function writeWavHeader(buffer: Buffer, frames: number): void {
  wavHeader({ sampleRate: SAMPLE_RATE, channels: 2, dataBytes: frames * 4 }).copy(buffer, 0);
}
