import type { SpokenWord } from '../voice-provider';
import type { Pcm } from '../wav';

/**
 * Word timings for an engine that reports none (eSpeak NG's command line). The text is spoken
 * with a long pause between words (`-g`), so every word is a run of sound between silences far
 * longer than any stop consonant's; the words of the text are matched to those runs, and the
 * pauses are then shortened to a natural length. The timings are exact by construction: they are
 * measured on the very samples that are played.
 */

/** A stretch of samples, [start, end). */
type Run = { start: number; end: number };

const WINDOW_MS = 5;
/** Peak amplitude under which a window counts as silence (eSpeak's pauses are digital zeros). */
const SILENCE_PEAK = 150;

/** Runs of sound, split by any silent window. */
export function soundRuns({ samples, sampleRate }: Pcm): Run[] {
  const window = Math.max(1, Math.round((sampleRate * WINDOW_MS) / 1000));
  const runs: Run[] = [];
  let current: Run | null = null;
  for (let at = 0; at < samples.length; at += window) {
    const end = Math.min(samples.length, at + window);
    let peak = 0;
    for (let i = at; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    if (peak > SILENCE_PEAK) {
      if (current) current.end = end;
      else current = { start: at, end };
    } else if (current) {
      runs.push(current);
      current = null;
    }
  }
  if (current) runs.push(current);
  return runs;
}

/**
 * Joins runs separated by less than a word gap. The threshold sits between the stops inside a
 * word (under ~80 ms) and the inserted word gaps: a share of the typical gap among the
 * `expectedGaps` longest silences, never under 90 ms.
 */
export function wordRuns(runs: Run[], sampleRate: number, expectedGaps: number): Run[] {
  if (runs.length < 2) return runs.map((r) => ({ ...r }));
  const gaps = runs.slice(1).map((run, i) => run.start - runs[i]!.end);
  const longest = [...gaps].sort((a, b) => b - a).slice(0, Math.max(1, expectedGaps));
  const typical = longest[Math.floor(longest.length / 2)]!;
  const threshold = Math.max((sampleRate * 90) / 1000, typical * 0.45);
  const words: Run[] = [{ ...runs[0]! }];
  runs.slice(1).forEach((run, i) => {
    if (gaps[i]! >= threshold) words.push({ ...run });
    else words.at(-1)!.end = run.end;
  });
  return words;
}

/** How long a written word takes to say, roughly: its syllables (vowel groups), numbers by digit. */
export function spokenWeight(token: string): number {
  const digits = token.replace(/[^0-9]/g, '').length;
  const letters = token.replace(/[0-9]/g, '');
  const vowelGroups = letters.match(/[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüÿ]+/giu)?.length ?? 0;
  const symbols = token.match(/[%&@$€£+]/g)?.length ?? 0;
  return (digits ? vowelGroups : Math.max(1, vowelGroups)) + digits * 1.5 + symbols * 2;
}

/**
 * Matches the written words to the spoken runs in order. Usually one run a word; a number or a
 * symbol may be several spoken words ("24" → "twenty four"), and a misread pause may join two.
 * Dynamic programming over groups (one word ↔ several runs, or several words ↔ one run) that
 * follow the runs' share of the time best.
 */
export function alignTokens(weights: number[], runs: Run[]): { token: number[]; run: number[] }[] {
  const n = weights.length;
  const k = runs.length;
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const lengths = runs.map((r) => r.end - r.start);
  const totalLength = lengths.reduce((a, b) => a + b, 0) || 1;
  const weightPrefix = [0];
  for (const w of weights) weightPrefix.push(weightPrefix.at(-1)! + w);
  const lengthPrefix = [0];
  for (const l of lengths) lengthPrefix.push(lengthPrefix.at(-1)! + l);
  const cost = (i0: number, i1: number, j0: number, j1: number) => {
    const a = (weightPrefix[i1]! - weightPrefix[i0]!) / totalWeight;
    const b = (lengthPrefix[j1]! - lengthPrefix[j0]!) / totalLength;
    return (a - b) ** 2 + 0.01 * (i1 - i0 - 1 + (j1 - j0 - 1)); // one word a run unless the times say otherwise
  };
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(k + 1).fill(Infinity));
  const from: [number, number][][] = Array.from({ length: n + 1 }, () => new Array<[number, number]>(k + 1));
  best[0]![0] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= k; j++) {
      const here = best[i]![j]!;
      if (here === Infinity || i === n || j === k) continue;
      for (let m = 1; j + m <= k; m++) {
        const c = here + cost(i, i + 1, j, j + m);
        if (c < best[i + 1]![j + m]!) {
          best[i + 1]![j + m] = c;
          from[i + 1]![j + m] = [i, j];
        }
      }
      for (let t = 2; i + t <= n; t++) {
        const c = here + cost(i, i + t, j, j + 1);
        if (c < best[i + t]![j + 1]!) {
          best[i + t]![j + 1] = c;
          from[i + t]![j + 1] = [i, j];
        }
      }
    }
  }
  const groups: { token: number[]; run: number[] }[] = [];
  for (let i = n, j = k; i > 0 && j > 0;) {
    const [pi, pj] = from[i]![j]!;
    groups.unshift({ token: range(pi, i), run: range(pj, j) });
    [i, j] = [pi, pj];
  }
  return groups;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/** The pause after a word: longer at the end of a sentence or clause, shorter when spoken faster. */
function pauseAfterMs(token: string, speed: number): number {
  if (/[.!?…]["'”»)]*$/.test(token)) return 320 / speed;
  if (/[,;:—–]["'”»)]*$/.test(token)) return 180 / speed;
  return 35 / speed;
}

const EDGE_MS = 12;
const LEAD_MS = 40;
const TAIL_MS = 120;
/** The silence a clip of speech starts and ends with (a text cut out of a longer run keeps the same). */
export const CLIP_LEAD_MS = LEAD_MS;
export const CLIP_TAIL_MS = TAIL_MS;

/**
 * Cuts the gapped speech into natural speech and times the written words on it: each word's runs
 * are kept (with a few milliseconds of edge), the silences between words become short pauses
 * (longer after punctuation).
 */
export function compactSpeech(pcm: Pcm, tokens: string[], speed: number): { pcm: Pcm; words: SpokenWord[] } {
  const { samples, sampleRate } = pcm;
  const ms = (count: number) => Math.round((count / sampleRate) * 1000 * 10) / 10;
  const toSamples = (millis: number) => Math.round((millis * sampleRate) / 1000);
  const runs = wordRuns(soundRuns(pcm), sampleRate, tokens.length - 1);
  if (!tokens.length) return { pcm: { samples: new Int16Array(0), sampleRate }, words: [] };
  if (!runs.length) {
    // nothing audible: the words share the time evenly
    const duration = Math.max(1, ms(samples.length));
    return { pcm, words: tokens.map((text, i) => ({ text, startMs: (duration * i) / tokens.length, endMs: (duration * (i + 1)) / tokens.length })) };
  }
  const groups = alignTokens(tokens.map(spokenWeight), runs);
  const edge = toSamples(EDGE_MS);
  const parts: Int16Array[] = [new Int16Array(toSamples(LEAD_MS))];
  let length = parts[0]!.length;
  const words: SpokenWord[] = [];
  let copiedTo = 0;
  groups.forEach((group, g) => {
    const startAt = length;
    group.run.forEach((r, i) => {
      if (i > 0) {
        // a number or symbol said as several words: their gap becomes a word pause too
        const pause = new Int16Array(toSamples(35 / speed));
        parts.push(pause);
        length += pause.length;
      }
      const run = runs[r]!;
      const start = Math.max(copiedTo, run.start - edge);
      const end = Math.min(samples.length, run.end + edge);
      parts.push(samples.subarray(start, end));
      length += end - start;
      copiedTo = end;
    });
    // several words in one run share it by their weight
    const weights = group.token.map((t) => spokenWeight(tokens[t]!));
    const total = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    group.token.forEach((t, i) => {
      const from = startAt + ((length - startAt) * acc) / total;
      acc += weights[i]!;
      const to = startAt + ((length - startAt) * acc) / total;
      words.push({ text: tokens[t]!, startMs: ms(from), endMs: ms(to) });
    });
    const isLast = g === groups.length - 1;
    const pause = new Int16Array(toSamples(isLast ? TAIL_MS : pauseAfterMs(tokens[group.token.at(-1)!]!, speed)));
    parts.push(pause);
    length += pause.length;
  });
  const out = new Int16Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return { pcm: { samples: out, sampleRate }, words };
}
