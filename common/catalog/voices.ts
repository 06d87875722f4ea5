import type { PlanId } from './plans';

/**
 * The voices a video can speak with (issue 16). Each names the embedded eSpeak NG voice that says
 * it offline; a remote engine (OpenAI-compatible, ElevenLabs), when configured, maps the same id to
 * its own voice and falls back to eSpeak NG when it fails. `minPlan` is the cheapest plan that
 * unlocks it: free voices for everyone, the others from that paid plan up (planRank); a trial has
 * what pro has.
 */
export const VOICE_LANGUAGES = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
} as const;
export type VoiceLanguage = keyof typeof VOICE_LANGUAGES;
export const VOICE_LANGUAGE_IDS = Object.keys(VOICE_LANGUAGES) as [VoiceLanguage, ...VoiceLanguage[]];

export type Voice = {
  name: string;
  language: VoiceLanguage;
  gender: 'female' | 'male';
  character: string;
  /** The eSpeak NG voice and variant (`-v`), e.g. `en-us+f3`. */
  espeak: string;
  minPlan: PlanId;
};

export const VOICES = {
  'ava-en': { name: 'Ava', language: 'en', gender: 'female', character: 'Warm, friendly narrator', espeak: 'en-us+f3', minPlan: 'free' },
  'max-en': { name: 'Max', language: 'en', gender: 'male', character: 'Confident announcer', espeak: 'en-us+m3', minPlan: 'free' },
  'olivia-en-gb': { name: 'Olivia', language: 'en', gender: 'female', character: 'Calm British presenter', espeak: 'en-gb+f2', minPlan: 'pro' },
  'lucia-es': { name: 'Lucía', language: 'es', gender: 'female', character: 'Bright and upbeat', espeak: 'es+f4', minPlan: 'free' },
  'mateo-es': { name: 'Mateo', language: 'es', gender: 'male', character: 'Energetic promoter', espeak: 'es+m2', minPlan: 'pro' },
  'camille-fr': { name: 'Camille', language: 'fr', gender: 'female', character: 'Elegant storyteller', espeak: 'fr+f3', minPlan: 'pro' },
  'hugo-fr': { name: 'Hugo', language: 'fr', gender: 'male', character: 'Relaxed conversational', espeak: 'fr+m4', minPlan: 'pro' },
  'lena-de': { name: 'Lena', language: 'de', gender: 'female', character: 'Clear and precise', espeak: 'de+f2', minPlan: 'business' },
  'jonas-de': { name: 'Jonas', language: 'de', gender: 'male', character: 'Deep and steady', espeak: 'de+m1', minPlan: 'business' },
  'beatriz-pt': { name: 'Beatriz', language: 'pt', gender: 'female', character: 'Lively and warm', espeak: 'pt-br+f3', minPlan: 'business' },
} as const satisfies Record<string, Voice>;

export type VoiceId = keyof typeof VOICES;
export const VOICE_IDS = Object.keys(VOICES) as [VoiceId, ...VoiceId[]];

/** The speaking-rate multiplier the settings panel offers. */
export const VOICE_SPEED = { min: 0.8, max: 1.3, default: 1 } as const;
