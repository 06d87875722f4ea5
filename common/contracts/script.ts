import { z } from 'zod';
import { ASPECT_RATIO_IDS } from '../catalog/aspect-ratios';
import { SCENE_LAYOUT_IDS } from '../catalog/scene-layouts';
import { TONE_IDS, type ToneId } from '../catalog/tones';
import { VISUAL_STYLE_IDS } from '../catalog/visual-styles';
import { VOICE_IDS, VOICE_SPEED } from '../catalog/voices';
import { sceneMediaSchema } from './media';
import { productCardSchema } from './product';
import { VIDEO_LIMITS, promptSchema } from './video';

/** The tones are the catalogue's (common/catalog/tones.ts). */
export type Tone = ToneId;

export const SCRIPT_LIMITS = {
  scenesMin: 1,
  scenesMax: 8,
  narrationMax: 200,
  visualMax: 300,
  sceneSecondsMin: 1,
  sceneSecondsMax: 15,
  headlineMax: 60,
} as const;

export const SCRIPT_MESSAGES = {
  narrationRequired: 'Write what this scene says',
  narrationTooLong: `Keep each scene's words under ${SCRIPT_LIMITS.narrationMax} characters`,
  visualRequired: 'Describe what this scene shows',
  visualTooLong: `Keep each scene's picture under ${SCRIPT_LIMITS.visualMax} characters`,
  tooFewScenes: 'A script needs at least one scene',
  tooManyScenes: `A script has at most ${SCRIPT_LIMITS.scenesMax} scenes`,
} as const;

/**
 * How the local engine lays a scene out (docs/decisions/059): a layout from the catalogue (none: the
 * engine picks from the scene's place and the media it has) and the short key phrase drawn on screen
 * (none: no headline; it never repeats the spoken sentence when captions are on). Shared by the
 * script, the draft and the storyboard.
 */
export const sceneLookShape = {
  layout: z.enum(SCENE_LAYOUT_IDS).optional(),
  headline: z.string().trim().max(SCRIPT_LIMITS.headlineMax).optional(),
};

/** One scene of a script: what is said (narration/caption), what is shown, and for how long. */
export const sceneSchema = z.object({
  id: z.string().trim().min(1).max(40),
  narration: z.string().trim().min(1, SCRIPT_MESSAGES.narrationRequired).max(SCRIPT_LIMITS.narrationMax, SCRIPT_MESSAGES.narrationTooLong),
  visual: z.string().trim().min(1, SCRIPT_MESSAGES.visualRequired).max(SCRIPT_LIMITS.visualMax, SCRIPT_MESSAGES.visualTooLong),
  durationSeconds: z.number().int().min(SCRIPT_LIMITS.sceneSecondsMin).max(SCRIPT_LIMITS.sceneSecondsMax),
  /** The scene's own background (an upload or a stock item); none: the style's animated backdrop. */
  media: sceneMediaSchema.nullable().optional(),
  ...sceneLookShape,
});
export type Scene = z.infer<typeof sceneSchema>;

export const scenesSchema = z
  .array(sceneSchema)
  .min(SCRIPT_LIMITS.scenesMin, SCRIPT_MESSAGES.tooFewScenes)
  .max(SCRIPT_LIMITS.scenesMax, SCRIPT_MESSAGES.tooManyScenes);

/** Who will say a script and how fast: what its narration is fitted to (issue 27, docs/decisions/062). */
export const scriptVoiceSchema = z.object({
  voiceId: z.enum(VOICE_IDS),
  speed: z.number().min(VOICE_SPEED.min).max(VOICE_SPEED.max).default(VOICE_SPEED.default),
});
export type ScriptVoice = z.infer<typeof scriptVoiceSchema>;

/** What a script is written from: the video settings of the video maker. */
export const scriptRequestSchema = z.strictObject({
  description: promptSchema,
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  durationSeconds: z.number().int().min(VIDEO_LIMITS.durationMin).max(VIDEO_LIMITS.durationMax),
  tone: z.enum(TONE_IDS),
  /** The product card (issue 27): the script is written from it; absent or null, from the description. */
  product: productCardSchema.nullable().optional(),
  /** The voice the narration is fitted to; absent: the default voice at its default speed. */
  voice: scriptVoiceSchema.nullable().optional(),
});
export type ScriptRequest = z.infer<typeof scriptRequestSchema>;

/** POST /api/studio/script answer: the scenes and which writer made them (`template` after a fallback). */
export const scriptResponseSchema = z.object({ scenes: scenesSchema, writer: z.string() });
export type ScriptResponse = z.infer<typeof scriptResponseSchema>;
