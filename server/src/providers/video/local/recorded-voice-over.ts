import type { TimedWord } from '@common/rules/captions';
import { SCENE_PAD_SECONDS } from '@common/rules/voice';
import { VOICE_IDS, VOICES, type VoiceId } from '@common/catalog/voices';
import type { MediaTools } from '../../media-tools/index';
import { voicedStretches, wordsOf } from '../../voice/align-words';
import { alignRecording, type RecordingAlignment } from '../../voice/alignment/align-recording';
import type { Speech, SpokenWord, VoiceProvider } from '../../voice/voice-provider';
import { encodeWav, parseWav, type Pcm } from '../../voice/wav';
import { SAMPLE_RATE } from './music-bed';
import { LEAD_SECONDS, type VoiceOver } from './voice-over';

/** Silence put between the scenes of the synthetic reference (a creator breathes between sentences too). */
const REFERENCE_SCENE_GAP_SECONDS = 0.3;
/** Kept of the recording before its first word and after its last (a breath in, a fade out). */
const HEAD_MS = 100;
const TAIL_MS = 250;

/** The voice asked for and one of the other gender speaking its language (the catalogue's first of each). */
function referenceVoices(voiceId: VoiceId): VoiceId[] {
  const { language, gender } = VOICES[voiceId];
  const other = VOICE_IDS.find((id) => VOICES[id].language === language && VOICES[id].gender !== gender);
  return other ? [voiceId, other] : [voiceId];
}

/** The synthetic reference: every scene's narration said once, joined with short silences; words on its timeline. */
async function referenceOf(provider: VoiceProvider, narrations: string[], voiceId: VoiceId, signal: AbortSignal) {
  const parts: Pcm[] = [];
  const words: SpokenWord[] = [];
  const counts: number[] = [];
  let offsetMs = 0;
  let sampleRate = 0;
  for (const text of narrations) {
    const speech = text.trim() ? await provider.synthesize({ text, voiceId, speed: 1, signal }) : null;
    const pcm = speech ? parseWav(speech.wav) : { samples: new Int16Array(0), sampleRate: sampleRate || 22_050 };
    sampleRate ||= pcm.sampleRate;
    if (pcm.sampleRate !== sampleRate) throw new Error('The reference voice changed its sample rate between scenes');
    const gap = new Int16Array(Math.round(sampleRate * REFERENCE_SCENE_GAP_SECONDS));
    for (const w of speech?.words ?? []) words.push({ text: w.text, startMs: offsetMs + w.startMs, endMs: offsetMs + w.endMs });
    counts.push(speech?.words.length ?? 0);
    parts.push(pcm, { samples: gap, sampleRate });
    offsetMs += ((pcm.samples.length + gap.length) / sampleRate) * 1000;
  }
  const samples = new Int16Array(parts.reduce((n, p) => n + p.samples.length, 0));
  let at = 0;
  for (const p of parts) {
    samples.set(p.samples, at);
    at += p.samples.length;
  }
  return { pcm: { samples, sampleRate }, words, counts };
}

/**
 * The creator's own voice as the video's voice-over (docs/decisions/066). The recording is
 * aligned to the script (the synthetic voice says the same words, dynamic time warping carries
 * its exact word times onto the recording; syllables when that fails), then cut between the
 * scenes' words into one piece a scene. The pieces follow each other without a gap, so the
 * creator's own pace is kept: each scene lasts as long as its piece, the first starts after the
 * usual lead, the last keeps the usual pad and any time left of the chosen length. The pieces are
 * `Speech`es like a synthetic voice's, so they are levelled and mixed the same way.
 */
export async function recordedVoiceOver(
  provider: VoiceProvider,
  mediaTools: MediaTools,
  narrations: string[],
  options: { recordingPath: string; voiceId: VoiceId; durationSeconds: number; signal: AbortSignal },
): Promise<VoiceOver & { alignment: Pick<RecordingAlignment, 'method' | 'confidence'> }> {
  const raw = await mediaTools.decodeToPcm(options.recordingPath, { sampleRate: SAMPLE_RATE, signal: options.signal });
  const recording: Pcm = { samples: new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1), sampleRate: SAMPLE_RATE };
  // a woman's and a man's synthetic voice of the script's language: the one nearer the creator's aligns best
  let best: { alignment: RecordingAlignment; counts: number[] } | null = null;
  for (const voiceId of referenceVoices(options.voiceId)) {
    const reference = await referenceOf(provider, narrations, voiceId, options.signal);
    const alignment = alignRecording(recording, reference, narrations.join(' '));
    if (!best || alignment.confidence > best.alignment.confidence) best = { alignment, counts: reference.counts };
  }
  const alignment = best!.alignment;
  // how many of the aligned words each scene says (the reference's counts, or the script's when spread by syllables)
  const counts = alignment.method === 'dtw' ? best!.counts : narrations.map((text) => wordsOf(text).length);

  const lengthMs = (recording.samples.length / SAMPLE_RATE) * 1000;
  const voiced = voicedStretches(recording.samples, SAMPLE_RATE);
  const firstMs = Math.min(voiced[0]?.startMs ?? Infinity, alignment.words[0]?.startMs ?? 0);
  const lastMs = Math.max(voiced.at(-1)?.endMs ?? 0, alignment.words.at(-1)?.endMs ?? lengthMs);
  const cuts = [Math.max(0, firstMs - HEAD_MS)];
  let taken = 0;
  for (let i = 1; i < narrations.length; i++) {
    taken += counts[i - 1]!;
    const before = alignment.words[taken - 1];
    const after = alignment.words[taken];
    const cut = before && after ? (after.startMs >= before.endMs ? (before.endMs + after.startMs) / 2 : after.startMs) : cuts.at(-1)!;
    cuts.push(Math.max(cuts.at(-1)!, cut));
  }
  cuts.push(Math.max(cuts.at(-1)!, Math.min(lengthMs, lastMs + TAIL_MS)));

  const sampleAt = (ms: number) => Math.round((ms / 1000) * SAMPLE_RATE);
  const speeches: Speech[] = [];
  const spans: VoiceOver['spans'] = [];
  const sceneSeconds: number[] = [];
  const words: TimedWord[] = [];
  taken = 0;
  narrations.forEach((_, i) => {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    const mine = alignment.words.slice(taken, taken + counts[i]!);
    taken += counts[i]!;
    speeches.push({
      wav: encodeWav({ samples: recording.samples.slice(sampleAt(from), sampleAt(to)), sampleRate: SAMPLE_RATE }),
      durationMs: Math.round(to - from),
      words: mine.map((w) => ({ text: w.text, startMs: w.startMs - from, endMs: w.endMs - from })),
      engine: 'recording',
    });
    const start = LEAD_SECONDS + (from - cuts[0]!) / 1000;
    spans.push({ start, end: start + (to - from) / 1000 });
    for (const w of mine)
      words.push({
        text: w.text,
        startMs: Math.round(LEAD_SECONDS * 1000 + w.startMs - cuts[0]!),
        endMs: Math.round(LEAD_SECONDS * 1000 + w.endMs - cuts[0]!),
      });
    sceneSeconds.push((to - from) / 1000 + (i === 0 ? LEAD_SECONDS : 0));
  });
  const tail = SCENE_PAD_SECONDS - LEAD_SECONDS;
  const spoken = sceneSeconds.reduce((a, b) => a + b, 0) + tail;
  sceneSeconds[sceneSeconds.length - 1]! += tail + Math.max(0, options.durationSeconds - spoken);
  return {
    sceneSeconds,
    totalSeconds: sceneSeconds.reduce((a, b) => a + b, 0),
    words,
    spans,
    speeches,
    engine: 'recording',
    alignment: { method: alignment.method, confidence: alignment.confidence },
  };
}
