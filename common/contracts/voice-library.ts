import { z } from 'zod';
import { PLAN_IDS, PLANS, type PlanId } from '../catalog/plans';
import { VOICE_IDS, VOICE_LANGUAGE_IDS, VOICES, type VoiceId } from '../catalog/voices';

/** The plan's name as the pricing page says it ("Pro", "Business"). */
export const planLabel = (plan: PlanId) => PLANS[plan].names.pricing;

export const voiceIdParamsSchema = z.object({ id: z.enum(VOICE_IDS) });

export const libraryVoiceSchema = z.object({
  id: z.enum(VOICE_IDS),
  name: z.string(),
  language: z.enum(VOICE_LANGUAGE_IDS),
  languageName: z.string(),
  gender: z.enum(['female', 'male']),
  character: z.string(),
  minPlan: z.enum(PLAN_IDS),
  isUnlocked: z.boolean(),
  previewUrl: z.string(),
});
export type LibraryVoice = z.infer<typeof libraryVoiceSchema>;

/** GET /api/voices: the whole catalogue, and which voices the signed-in user's plan unlocks. */
export const voiceLibraryResponseSchema = z.object({ plan: z.enum(PLAN_IDS), voices: z.array(libraryVoiceSchema) });
export type VoiceLibraryResponse = z.infer<typeof voiceLibraryResponseSchema>;

export const voicePreviewUrl = (id: VoiceId) => `/api/voices/${id}/preview`;

/** What a preview says, in the voice's language, with its name in it. */
export const PREVIEW_LINES: Record<(typeof VOICE_LANGUAGE_IDS)[number], (name: string) => string> = {
  en: (name) => `Hi, I'm ${name}. This is how your next video could sound.`,
  es: (name) => `Hola, soy ${name}. Así podría sonar tu próximo vídeo.`,
  fr: (name) => `Bonjour, je suis ${name}. Voici comment pourrait sonner votre prochaine vidéo.`,
  de: (name) => `Hallo, ich bin ${name}. So könnte dein nächstes Video klingen.`,
  pt: (name) => `Olá, eu sou ${name}. É assim que o seu próximo vídeo pode soar.`,
};

export const previewLineOf = (id: VoiceId) => PREVIEW_LINES[VOICES[id].language](VOICES[id].name);
