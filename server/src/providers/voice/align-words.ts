import type { SpokenWord } from './voice-provider';

/**
 * Word timings for an engine that gives none (OpenAI's `/audio/speech`, a WAV from anywhere):
 * the words are spread over the audio's voiced stretches, each taking a share proportional to its
 * syllables, and the silences between stretches (pauses at commas and full stops) are skipped.
 * It is not forced alignment, but captions land within a syllable or two of the voice, which is
 * what a viewer with the sound off needs. Shared by every adapter that lacks word boundaries.
 */

const FRAME_MS = 10;
/** A gap shorter than this is part of a word (stops, fricatives), not a pause. */
const MIN_PAUSE_MS = 120;

/** A rough syllable count: vowel groups, at least one; digits read as one syllable each. */
export function syllablesOf(word: string): number {
  const letters = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const digits = (letters.match(/\d/g) ?? []).length;
  const groups = (letters.replace(/e\b/g, '').match(/[aeiouy]+/g) ?? []).length;
  return Math.max(1, groups + digits);
}

/** The words of a text as a caption shows them (punctuation stays with its word). */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

type Stretch = { startMs: number; endMs: number };

/** The voiced stretches of 16-bit mono samples: frames louder than a share of the loudest. */
export function voicedStretches(samples: Int16Array, sampleRate: number): Stretch[] {
  const frame = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const energies: number[] = [];
  for (let start = 0; start < samples.length; start += frame) {
    let sum = 0;
    const end = Math.min(samples.length, start + frame);
    for (let i = start; i < end; i += 1) sum += samples[i]! * samples[i]!;
    energies.push(Math.sqrt(sum / (end - start)));
  }
  const loudest = Math.max(0, ...energies);
  if (loudest < 50) return [];
  const threshold = Math.max(loudest * 0.06, 50);
  const stretches: Stretch[] = [];
  energies.forEach((energy, i) => {
    if (energy < threshold) return;
    const startMs = i * FRAME_MS;
    const last = stretches.at(-1);
    if (last && startMs - last.endMs < MIN_PAUSE_MS) last.endMs = startMs + FRAME_MS;
    else stretches.push({ startMs, endMs: startMs + FRAME_MS });
  });
  return stretches;
}

/** Spreads `text`'s words over the voiced parts of the audio (or evenly over it when none is found). */
export function alignWords(text: string, samples: Int16Array, sampleRate: number): SpokenWord[] {
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const durationMs = Math.round((samples.length / sampleRate) * 1000);
  let stretches = voicedStretches(samples, sampleRate);
  if (stretches.length === 0) stretches = [{ startMs: 0, endMs: durationMs }];
  const voicedMs = stretches.reduce((sum, s) => sum + s.endMs - s.startMs, 0);
  const weights = words.map(syllablesOf);
  const totalWeight = weights.reduce((a, b) => a + b, 0);

  // voiced time → clock time, walking over the stretches
  const clockAt = (voiced: number, preferNext: boolean): number => {
    let left = voiced;
    for (const [i, s] of stretches.entries()) {
      const length = s.endMs - s.startMs;
      if (left < length || (left === length && !(preferNext && i < stretches.length - 1))) return s.startMs + left;
      left -= length;
    }
    return stretches.at(-1)!.endMs;
  };

  let done = 0;
  return words.map((text, i) => {
    const from = (done / totalWeight) * voicedMs;
    done += weights[i]!;
    const to = (done / totalWeight) * voicedMs;
    const startMs = Math.round(clockAt(from, true));
    const endMs = Math.max(startMs + 1, Math.round(clockAt(to, false)));
    return { text, startMs, endMs };
  });
}
