import { PLANS, type PlanId } from '../catalog/plans';
import { VOICES, VOICE_LANGUAGES, type VoiceId, type VoiceLanguage } from '../catalog/voices';

/** Plans in the order they unlock voices; a trial has what pro has. */
const VOICE_PLAN_RANK: Record<PlanId, number> = { free: 0, trial: 1, pro: 1, business: 2, enterprise: 3 };

/** True when the plan unlocks the voice (the catalogue's `minPlan` or a plan above it). */
export function canUseVoice(plan: PlanId, voiceId: VoiceId): boolean {
  return VOICE_PLAN_RANK[plan] >= VOICE_PLAN_RANK[VOICES[voiceId].minPlan];
}

export const VOICE_MESSAGES = {
  locked: (voiceId: VoiceId) =>
    `The voice ${VOICES[voiceId].name} comes with the ${PLANS[VOICES[voiceId].minPlan].names.pricing} plan. Upgrade, or pick another voice.`,
  /** Names the script's language and the voices that speak it (none yet for most languages). */
  wrongLanguage: (voiceId: VoiceId, scriptLanguage: string, speakers: readonly VoiceId[]) => {
    const voice = VOICES[voiceId];
    const spoken = VOICE_LANGUAGES[voice.language];
    const opening = `This script looks ${scriptLanguage}, and ${voice.name} speaks ${spoken}.`;
    if (speakers.length === 0) return `${opening} No voice speaks ${scriptLanguage} yet: write the script in ${spoken}, or make the video without a voice.`;
    const names = speakers.map((id) => VOICES[id].name);
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return `${opening} ${list} ${names.length === 1 ? 'speaks' : 'speak'} ${scriptLanguage}: pick ${names.length === 1 ? 'that voice' : 'one of them'}, or write the script in ${spoken}.`;
  },
  tooLong: (seconds: number, maxSeconds: number) =>
    `The narration takes about ${seconds} seconds to say, and this video lasts at most ${maxSeconds}. Use "Fit to ${maxSeconds} s", shorten the scenes' words, speed up the voice or pick a longer video.`,
} as const;

/**
 * Frequent short words of each language, chosen to tell them apart (words two languages share,
 * such as "de" or "a", are left out).
 */
const STOP_WORDS: Record<VoiceLanguage, string[]> = {
  en: ['the', 'and', 'you', 'your', 'with', 'for', 'is', 'it', 'this', 'that', 'of', 'to', 'in', 'get', 'now', 'our', 'are', 'all', 'just', 'make'],
  es: ['el', 'la', 'los', 'las', 'y', 'con', 'para', 'tu', 'es', 'que', 'del', 'un', 'una', 'por', 'más', 'hoy', 'nuestro', 'cuando', 'todo', 'ahora'],
  fr: ['le', 'les', 'et', 'avec', 'pour', 'votre', 'vous', 'est', 'une', 'des', 'du', 'dans', 'qui', 'plus', 'sur', 'ce', 'notre', 'aujourd', 'pas', 'tout'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'ist', 'dein', 'deine', 'ein', 'eine', 'nicht', 'auf', 'wenn', 'jetzt', 'sie', 'du', 'zu', 'den', 'noch'],
  pt: ['o', 'os', 'as', 'e', 'com', 'para', 'seu', 'sua', 'você', 'um', 'uma', 'não', 'mais', 'hoje', 'do', 'da', 'no', 'na', 'agora', 'quando'],
};
/** Letters only one of the languages uses. */
const MARK_LETTERS: Partial<Record<VoiceLanguage, RegExp>> = { es: /[ñ¿¡]/g, de: /[ßäöü]/g, pt: /[ãõ]/g, fr: /[èêœù]/g };

/**
 * The language a script is most likely written in, by counting each language's frequent words and
 * marked letters; null when the text gives too little to tell (a few words, brand names). Cheap and
 * deterministic: it runs on every create request before any credit is spent.
 */
export function detectLanguage(text: string): VoiceLanguage | null {
  const lower = text.toLowerCase();
  const tokens = lower.split(/[^\p{L}]+/u).filter(Boolean);
  const scores = (Object.keys(STOP_WORDS) as VoiceLanguage[]).map((language) => {
    const words = new Set(STOP_WORDS[language]);
    const letters = lower.match(MARK_LETTERS[language] ?? /$^/g)?.length ?? 0;
    return { language, score: tokens.filter((t) => words.has(t)).length + letters * 0.5 };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < 2 || best.score < (second?.score ?? 0) * 1.5) return null;
  return best.language;
}

/** eSpeak NG's words a second at speed 1 (175 a minute), a little slower to be on the safe side. */
const WORDS_PER_SECOND = 2.6;
/** What the engine adds to each scene besides the words: a breath before and a rest after. */
export const SCENE_PAD_SECONDS = 0.5;

/** Roughly how long the scenes take to say at this speed, rounded up to whole seconds. */
export function estimateNarrationSeconds(narrations: readonly string[], speed: number): number {
  const seconds = narrations.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length / (WORDS_PER_SECOND * speed) + SCENE_PAD_SECONDS, 0);
  return Math.ceil(seconds);
}
