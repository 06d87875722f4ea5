import type { StyleLook } from './style-looks';
import { wavHeader } from '../../voice/wav';

export const SAMPLE_RATE = 44_100;

const MAJOR = [0, 7, 9, 5]; // I – V – vi – IV, as semitone roots
const MINOR = [0, 8, 3, 10]; // i – VI – III – VII

/** One period of a sine, sampled: looked up with linear interpolation (an error under a 16-bit step). */
const SINE_STEPS = 4096;
const SINE = Float64Array.from({ length: SINE_STEPS + 1 }, (_, k) => Math.sin((2 * Math.PI * k) / SINE_STEPS));

/** sin(2π·phase) for a phase in [0, 1). */
function sine(phase: number): number {
  const at = phase * SINE_STEPS;
  const k = at | 0;
  return SINE[k]! + (SINE[k + 1]! - SINE[k]!) * (at - k);
}

/** Each wave over one period, its phase in [0, 1). */
const WAVES: Record<StyleLook['music']['wave'], (phase: number) => number> = {
  sine,
  triangle: (x) => 1 - 4 * Math.abs(x - 0.5),
  square: (x) => (x < 0.5 ? 0.6 : -0.6),
  saw: (x) => 2 * x - 1,
};

/**
 * A generated music bed in the style's tempo and mood: a four-chord pad, a bass note and a soft
 * kick on each beat, faded in and out. Returns a 16-bit stereo WAV file's bytes. A render waits
 * for it before its first frame, so it is worked out beat by beat with running phases and a sine
 * table rather than a Math.sin and a Math.round per voice and sample (15 s in 8 ms, from 45;
 * docs/decisions/072).
 */
export function composeMusicBed(music: StyleLook['music'], durationSeconds: number, seed: number): Buffer {
  const frames = Math.ceil(durationSeconds * SAMPLE_RATE);
  const pcm = Buffer.alloc(44 + frames * 4);
  // 16-bit samples, written straight (44 bytes of header: a whole number of samples)
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset + 44, frames * 2);
  const beatFrames = (60 / music.bpm) * SAMPLE_RATE;
  const progression = music.minor ? MINOR : MAJOR;
  const offset = seed % 2 ? 2 : 0; // prompts alternate between two keys so beds are not all alike
  // each chord's root and its triad's three notes (root, third, fifth), worked out once
  const thirdRatio = 2 ** ((music.minor ? 3 : 4) / 12);
  const fifthRatio = 2 ** (7 / 12);
  const roots = progression.map((chord) => music.root * 2 ** ((chord + offset) / 12));
  const wave = WAVES[music.wave];
  const decayStep = Math.exp(-3 / SAMPLE_RATE);
  const fadeIn = 0.5 * SAMPLE_RATE;
  const fadeOut = 0.8 * SAMPLE_RATE;
  // the pad's three notes and the bass run on from one chord to the next (no jump in phase)
  const phases = new Float64Array(4);
  const steps = new Float64Array(4);
  const bed = { samples, frames, fadeIn, fadeOut, decayStep, wave };
  for (let beat = 0, first = 0; first < frames; beat++) {
    const end = Math.min(frames, Math.ceil((beat + 1) * beatFrames));
    const chord = roots[Math.floor(beat / 4) % roots.length]!;
    [chord, chord * thirdRatio, chord * fifthRatio, chord / 2].forEach((hz, i) => (steps[i] = hz / SAMPLE_RATE));
    playBeat(bed, phases, steps, first, end, beat * beatFrames);
    first = end;
  }
  writeWavHeader(pcm, frames);
  return pcm;
}

/**
 * One beat's samples, frames [first, end) of the bed, the beat starting at `beatStart` (a
 * fraction of a frame): the pad's notes and the bass at their running `phases` (advanced by
 * `steps` a frame), the kick and the fades. A function of its own, called some 30 times a
 * render: V8 keeps it optimised from one render to the next, where one long loop ran
 * unoptimised at the start of every render (30–40 ms in the render thread, 8 ms optimised).
 */
function playBeat(
  bed: { samples: Int16Array; frames: number; fadeIn: number; fadeOut: number; decayStep: number; wave: (phase: number) => number },
  phases: Float64Array,
  steps: Float64Array,
  first: number,
  end: number,
  beatStart: number,
): void {
  const { samples, frames, fadeIn, fadeOut, decayStep, wave } = bed;
  let root = phases[0]!;
  let third = phases[1]!;
  let fifth = phases[2]!;
  let bass = phases[3]!;
  // the bass and the kick decay at e^-3t, e^-12t and e^-30t within a beat: powers of one exponential
  let decay3 = Math.exp((-3 * (first - beatStart)) / SAMPLE_RATE);
  for (let i = first; i < end; i++) {
    const inBeat = (i - beatStart) / SAMPLE_RATE;
    const pad = (wave(root) + wave(third) + wave(fifth)) * 0.06;
    const decay6 = decay3 * decay3;
    const decay12 = decay6 * decay6;
    const decay30 = decay12 * decay12 * decay6;
    const bassNote = sine(bass) * 0.16 * decay3;
    const kickPhase = (50 + 90 * decay30) * inBeat;
    const kick = sine(kickPhase - Math.floor(kickPhase)) * 0.35 * decay12;
    const fade = i < fadeIn || frames - i < fadeOut ? Math.max(0, Math.min(1, i / fadeIn, (frames - i) / fadeOut)) : 1;
    samples[i * 2] = toSample((pad + bassNote + kick) * fade);
    samples[i * 2 + 1] = toSample((pad * 0.9 + bassNote + kick) * fade);
    decay3 *= decayStep;
    root += steps[0]!;
    third += steps[1]!;
    fifth += steps[2]!;
    bass += steps[3]!;
    if (root >= 1) root -= 1;
    if (third >= 1) third -= 1;
    if (fifth >= 1) fifth -= 1;
    if (bass >= 1) bass -= 1;
  }
  phases.set([root, third, fifth, bass]);
}

/** A sample in [-1, 1] (clipped beyond) as 16-bit. */
export function toSample(value: number): number {
  const scaled = value * 32767;
  // rounded as floor(x + 0.5), taken on a positive number (| 0 truncates): Math.round cost more than the rest of a sample
  return scaled >= 32767 ? 32767 : scaled <= -32767 ? -32767 : ((scaled + 32768.5) | 0) - 32768;
}

function writeWavHeader(buffer: Buffer, frames: number): void {
  wavHeader({ sampleRate: SAMPLE_RATE, channels: 2, dataBytes: frames * 4 }).copy(buffer, 0);
}
