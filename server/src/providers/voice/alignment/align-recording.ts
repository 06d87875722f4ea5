import { alignWords } from '../align-words';
import type { SpokenWord } from '../voice-provider';
import type { Pcm } from '../wav';
import { audioFeatures, FRAME_SECONDS, type AudioFeatures } from './audio-features';
import { chanceDistance, warp } from './dtw';

/**
 * Below this the warp path is hardly better than matching frames at random: the recording does
 * not say the script (another text, music, noise) and the words are spread by syllables instead.
 * Measured (align-recording.test.ts, eSpeak voices): the same script in a voice of the same
 * gender 0.6–0.85, of the other gender about 0.3; another script about 0.25. The engine tries a
 * woman's and a man's reference and keeps the better.
 */
export const MIN_CONFIDENCE = 0.4;
/** Frames kept either side of the sound when silence is trimmed before warping. */
const EDGE_FRAMES = 8;

export type RecordingAlignment = {
  /** Every word of the script on the recording's own timeline (milliseconds). */
  words: SpokenWord[];
  method: 'dtw' | 'syllables';
  /** 1 − (mean distance on the path ÷ mean distance of random frame pairs). */
  confidence: number;
};

/** Of a run of silent frames, this many are kept for the warp: a creator's pauses are long, a synthetic voice's short. */
const PAUSE_FRAMES = 5;

/**
 * The frames the warp sees: the sound, and of every pause only its first frames. A recording
 * paused between words would otherwise ask the path to stretch one reference frame over a long
 * silence, and it slides a word early instead. Returns the kept frames' original indices.
 */
function withShortPauses(features: AudioFeatures, range: { from: number; to: number }): number[] {
  const loudest = features.energyDb.reduce((a, b) => Math.max(a, b), -Infinity);
  const kept: number[] = [];
  let quiet = 0;
  for (let f = range.from; f <= range.to; f++) {
    quiet = features.energyDb[f]! < loudest - 35 ? quiet + 1 : 0;
    if (quiet <= PAUSE_FRAMES) kept.push(f);
  }
  return kept;
}

/** The frames from a little before the first sound to a little after the last (a recording often starts and ends in silence). */
function soundRange(features: AudioFeatures): { from: number; to: number } {
  const { energyDb } = features;
  const loudest = energyDb.reduce((a, b) => Math.max(a, b), -Infinity);
  let from = 0;
  let to = energyDb.length - 1;
  while (from < to && energyDb[from]! < loudest - 35) from++;
  while (to > from && energyDb[to]! < loudest - 35) to--;
  return { from: Math.max(0, from - EDGE_FRAMES), to: Math.min(energyDb.length - 1, to + EDGE_FRAMES) };
}

/**
 * Word timings of a recording of the script (docs/decisions/066): the same script said by the
 * embedded synthetic voice, whose word times are exact, is warped onto the recording with dynamic
 * time warping over MFCC-like features, and each synthetic word's start and end are carried along
 * the warp path onto the recording. When the path is hardly better than chance, the words are
 * spread over the recording's voiced stretches by their syllables instead.
 */
export function alignRecording(recording: Pcm, reference: { pcm: Pcm; words: readonly SpokenWord[] }, text: string): RecordingAlignment {
  const fallback = (confidence: number): RecordingAlignment => ({
    words: alignWords(text, recording.samples, recording.sampleRate),
    method: 'syllables',
    confidence,
  });
  const rec = audioFeatures(recording);
  const ref = audioFeatures(reference.pcm);
  if (rec.vectors.length < 10 || ref.vectors.length < 10 || reference.words.length === 0) return fallback(0);
  const r = soundRange(ref);
  const c = soundRange(rec);
  const refKept = withShortPauses(ref, r);
  const recKept = withShortPauses(rec, c);
  const refFrames = refKept.map((f) => ref.vectors[f]!);
  const recFrames = recKept.map((f) => rec.vectors[f]!);
  const path = warp(refFrames, recFrames);
  const confidence = 1 - path.meanDistance / chanceDistance(refFrames, recFrames);
  if (!(confidence >= MIN_CONFIDENCE)) return fallback(confidence);

  // every reference frame's place among the kept ones (a dropped pause frame takes the next kept one)
  const keptIndexOf = new Int32Array(ref.vectors.length);
  for (let f = 0, k = 0; f < ref.vectors.length; f++) {
    while (k < refKept.length - 1 && refKept[k]! < f) k++;
    keptIndexOf[f] = k;
  }
  const frameMs = FRAME_SECONDS * 1000;
  const toRecordingMs = (refMs: number, edge: 'start' | 'end') => {
    const exact = refMs / frameMs;
    const frame = Math.min(ref.vectors.length - 1, Math.max(0, Math.floor(exact)));
    const k = keptIndexOf[frame]!;
    const along = edge === 'start' ? path.firstOf[k]! : path.lastOf[k]!;
    // the part of a frame below the 10 ms step is carried over as it is
    return (recKept[along]! + (refKept[k] === frame ? Math.min(1, Math.max(0, exact - frame)) : 0)) * frameMs;
  };
  const words: SpokenWord[] = [];
  for (const word of reference.words) {
    const previousEnd = words.at(-1)?.endMs ?? 0;
    const startMs = Math.max(previousEnd, Math.round(toRecordingMs(word.startMs, 'start')));
    const endMs = Math.max(startMs + 40, Math.round(toRecordingMs(word.endMs, 'end')));
    words.push({ text: word.text, startMs, endMs });
  }
  return { words, method: 'dtw', confidence };
}
