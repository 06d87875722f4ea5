import type { VoiceId } from '@common/catalog/voices';

/** One word as spoken: what the captions show and when (milliseconds from the start of the clip). */
export type SpokenWord = { text: string; startMs: number; endMs: number };

/** What any speech engine is asked to say. `speed` is a multiplier (VOICE_SPEED in the catalogue). */
export type SpeechRequest = { text: string; voiceId: VoiceId; speed: number; signal?: AbortSignal };

/**
 * What any speech engine gives back: 16-bit PCM mono WAV, its length, and the words' timings
 * (from the engine's word boundaries, or aligned afterwards when the engine has none).
 */
export type Speech = { wav: Buffer; durationMs: number; words: SpokenWord[]; engine: VoiceEngineName };

/** `recording`: the creator's own voice (docs/decisions/066), no engine at all. */
export type VoiceEngineName = 'espeak' | 'openai' | 'elevenlabs' | 'recording';

/**
 * The text-to-speech port (DESIGN.md "Ports and their adapters"). The embedded eSpeak NG adapter
 * works offline with no key; the remote adapters fall back to it on 401, 429, 5xx or a timeout.
 */
export type VoiceProvider = {
  name: VoiceEngineName;
  synthesize(request: SpeechRequest): Promise<Speech>;
};
