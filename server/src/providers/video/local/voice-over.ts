import type { TimedWord } from '@common/rules/captions';
import { SCENE_PAD_SECONDS } from '@common/rules/voice';
import { videoLengthFor } from '@common/catalog/video-lengths';
import type { VoiceId } from '@common/catalog/voices';
import type { Speech, VoiceProvider } from '../../voice/voice-provider';
import { parseWav } from '../../voice/wav';
import { SAMPLE_RATE, toSample } from './music-bed';

/** The speech starts this long after its scene does (the transition is under way). */
export const LEAD_SECONDS = 0.15;
/** How much faster a too-long script is said again, at most, to fit the longest video. */
const MAX_FIT_SPEEDUP = 1.6;
/**
 * How much shorter speech gets for a faster speed, as a share of the speed-up: eSpeak's clips keep
 * their lead and tail and its pauses shrink less than its words (5% faster says a script about
 * 3% quicker). Aiming with it fits a script a little too long in one more synthesis, not two.
 */
const SPEECH_ELASTICITY = 0.6;

export type VoiceOver = {
  /** Each scene's length on the video's timeline, seconds. */
  sceneSeconds: number[];
  /** The whole video's length, seconds (the sum of the scenes'). */
  totalSeconds: number;
  /** Every spoken word on the video's timeline. */
  words: TimedWord[];
  /** Where each scene's speech is heard, seconds: what the music ducks under. */
  spans: { start: number; end: number }[];
  speeches: Speech[];
  engine: Speech['engine'];
};

/**
 * Scene timings that follow the speech: each scene lasts at least its speech plus a short pad
 * (SCENE_PAD_SECONDS); the time left of the chosen duration is shared by the scenes' own shares,
 * so a short narration keeps the video at its chosen length. A narration longer than the chosen
 * duration makes the video longer, up to the length it is priced at (videoLengthFor).
 */
export function timeScenes(speechSeconds: number[], durationSeconds: number, shares: number[]): number[] {
  const needs = speechSeconds.map((s) => s + SCENE_PAD_SECONDS);
  const need = needs.reduce((a, b) => a + b, 0);
  const shareTotal = shares.reduce((a, b) => a + b, 0) || 1;
  if (need >= durationSeconds) return needs;
  return needs.map((n, i) => n + ((durationSeconds - need) * shares[i]!) / shareTotal);
}

/**
 * Says every scene's narration and lays the speech on the video's timeline. A script too long for
 * the longest video is said again faster (the server refuses one that is far too long before it
 * is paid for, from an estimate; this is the exact fit).
 */
export async function speakScenes(
  provider: VoiceProvider,
  narrations: string[],
  options: { voiceId: VoiceId; speed: number; durationSeconds: number; shares: number[]; signal: AbortSignal },
): Promise<VoiceOver> {
  let speed = options.speed;
  let speeches: Speech[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    // asked for together: the embedded engine says them in one run, a remote one in parallel requests
    speeches = await Promise.all(narrations.map((text) => provider.synthesize({ text, voiceId: options.voiceId, speed, signal: options.signal })));
    const speech = speeches.reduce((sum, s) => sum + s.durationMs / 1000, 0);
    const pads = speeches.length * SCENE_PAD_SECONDS;
    // a voice may stretch the video only up to the length it was priced at (docs/decisions/062)
    const longest = videoLengthFor(options.durationSeconds).seconds;
    if (speech + pads <= longest || speed >= options.speed * MAX_FIT_SPEEDUP) break;
    // the pads stay as they are: only the speech must get shorter, to a little under what is left
    const shortening = speech / Math.max(0.1, longest - pads - 0.2) - 1;
    speed = Math.min(options.speed * MAX_FIT_SPEEDUP, speed * (1 + shortening / SPEECH_ELASTICITY));
  }
  const sceneSeconds = timeScenes(
    speeches.map((s) => s.durationMs / 1000),
    options.durationSeconds,
    options.shares,
  );
  const words: TimedWord[] = [];
  const spans: VoiceOver['spans'] = [];
  let start = 0;
  speeches.forEach((speech, i) => {
    const offsetMs = (start + LEAD_SECONDS) * 1000;
    for (const w of speech.words) words.push({ text: w.text, startMs: Math.round(offsetMs + w.startMs), endMs: Math.round(offsetMs + w.endMs) });
    spans.push({ start: start + LEAD_SECONDS, end: start + LEAD_SECONDS + speech.durationMs / 1000 });
    start += sceneSeconds[i]!;
  });
  return { sceneSeconds, totalSeconds: start, words, spans, speeches, engine: speeches[0]?.engine ?? 'espeak' };
}

/** Music level while a voice speaks: about −12 dB under its level between the words. */
const DUCKED_GAIN = 0.25;
/** A voiced video's music sits lower overall (about −4 dB): it is a bed under the words. */
const VOICED_MUSIC_LEVEL = 0.6;
/** Speech is brought to this peak (eSpeak's own output peaks at about half scale). */
const SPEECH_PEAK = 0.9;
const DUCK_ATTACK_SECONDS = 0.12;
const DUCK_RELEASE_SECONDS = 0.35;
/** How many frames (1.5 ms) share one straight piece of the ducking gain. */
const GAIN_BLOCK_FRAMES = 64;

// The mix's loops are functions of their own, called many times a render: V8 keeps them optimised
// from one render to the next (one long loop in mixVoiceOver ran unoptimised at every render's start).

/** One scene's speech (16-bit) resampled to the bed's rate by straight lines, scaled, from frame `first` of `voice`. */
function laySpeech(voice: Float32Array, samples: Int16Array, first: number, step: number, gain: number): void {
  for (let f = 0; first + f < voice.length; f++) {
    const at = f * step;
    const k = Math.floor(at);
    if (k + 1 >= samples.length) break;
    const frac = at - k;
    voice[first + f] = ((samples[k]! * (1 - frac) + samples[k + 1]! * frac) / 32768) * gain;
  }
}

/** Frames [block, end) of the bed (both channels) at a gain going from `from` by `step` a frame, the voice over them. */
function duckBlock(music: Int16Array, voice: Float32Array, block: number, end: number, from: number, step: number): void {
  for (let f = block; f < end; f++) {
    const gain = from + step * (f - block);
    music[f * 2] = toSample(softLimit(music[f * 2]! * gain + voice[f]!));
    music[f * 2 + 1] = toSample(softLimit(music[f * 2 + 1]! * gain + voice[f]!));
  }
}

/** Peaks over 0.8 are bent smoothly under 1 rather than clipped. */
function softLimit(mixed: number): number {
  return Math.abs(mixed) < 0.8 ? mixed : Math.sign(mixed) * (0.8 + 0.2 * Math.tanh((Math.abs(mixed) - 0.8) / 0.2));
}

/** The music's gain at each instant: down under the speech, ramping down before it and back up after. */
export function duckingGain(spans: VoiceOver['spans'], time: number): number {
  let gain = 1;
  for (const { start, end } of spans) {
    let g = 1;
    if (time >= start && time <= end) g = DUCKED_GAIN;
    else if (time < start && time > start - DUCK_ATTACK_SECONDS) g = DUCKED_GAIN + (1 - DUCKED_GAIN) * ((start - time) / DUCK_ATTACK_SECONDS);
    else if (time > end && time < end + DUCK_RELEASE_SECONDS) g = DUCKED_GAIN + (1 - DUCKED_GAIN) * ((time - end) / DUCK_RELEASE_SECONDS);
    gain = Math.min(gain, g);
  }
  return gain;
}

/**
 * Mixes the speech into the music bed (a 16-bit stereo WAV at SAMPLE_RATE) in place: the music
 * ducks under every span, each scene's speech (mono, any rate) is brought to one peak level,
 * resampled and laid on both channels at its span's start. A soft limit keeps peaks from
 * clipping harshly.
 */
export function mixVoiceOver(musicWav: Buffer, voiceOver: VoiceOver): Buffer {
  const frames = (musicWav.length - 44) / 4;
  const voice = new Float32Array(frames);
  voiceOver.speeches.forEach((speech, i) => {
    const { samples, sampleRate } = parseWav(speech.wav);
    let peak = 1;
    for (let k = 0; k < samples.length; k++) peak = Math.max(peak, Math.abs(samples[k]!));
    const gain = Math.min(4, (SPEECH_PEAK * 32768) / peak);
    laySpeech(voice, samples, Math.round(voiceOver.spans[i]!.start * SAMPLE_RATE), sampleRate / SAMPLE_RATE, gain);
  });
  // the bed's 16-bit samples in place (composeMusicBed's own buffer: the header keeps them aligned)
  const music = new Int16Array(musicWav.buffer, musicWav.byteOffset + 44, frames * 2);
  // the ducking moves over a tenth of a second and more: its gain is worked out at the ends of
  // short blocks and drawn straight between them (a call per sample was most of the mix's time)
  for (let block = 0; block < frames; block += GAIN_BLOCK_FRAMES) {
    const end = Math.min(frames, block + GAIN_BLOCK_FRAMES);
    const from = (VOICED_MUSIC_LEVEL * duckingGain(voiceOver.spans, block / SAMPLE_RATE)) / 32768;
    const to = (VOICED_MUSIC_LEVEL * duckingGain(voiceOver.spans, end / SAMPLE_RATE)) / 32768;
    duckBlock(music, voice, block, end, from, (to - from) / (end - block));
  }
  return musicWav;
}
