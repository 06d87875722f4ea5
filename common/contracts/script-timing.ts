import { z } from 'zod';
import { SCRIPT_LIMITS, scriptVoiceSchema } from './script';
import { VIDEO_LIMITS } from './video';

/**
 * The editor's spoken-length check and its one-click fit (issue 27, docs/decisions/062). A scene
 * here is as half written as a draft's: an empty narration takes no time to say.
 */
const timedSceneSchema = z.object({
  id: z.string().trim().min(1).max(40),
  narration: z.string().max(SCRIPT_LIMITS.narrationMax),
  durationSeconds: z.number().int().min(SCRIPT_LIMITS.sceneSecondsMin).max(SCRIPT_LIMITS.sceneSecondsMax),
});

/** POST /api/studio/script/timing and POST /api/studio/script/fit */
export const scriptTimingRequestSchema = z.strictObject({
  scenes: z.array(timedSceneSchema).min(SCRIPT_LIMITS.scenesMin).max(SCRIPT_LIMITS.scenesMax),
  voice: scriptVoiceSchema,
  durationSeconds: z.number().int().min(VIDEO_LIMITS.durationMin).max(VIDEO_LIMITS.durationMax),
});
export type ScriptTimingRequest = z.input<typeof scriptTimingRequestSchema>;

/**
 * How long the voice takes: each scene's speech plus the engine's breath around it, and the whole
 * video's. `fits` is true when the whole is said within the video's length. `method` says where
 * the numbers come from: `speech` is the embedded speech engine's real synthesis.
 */
export const scriptTimingSchema = z.object({
  scenes: z.array(z.object({ id: z.string(), seconds: z.number() })),
  totalSeconds: z.number(),
  durationSeconds: z.number().int(),
  fits: z.boolean(),
  method: z.enum(['speech']),
});
export type ScriptTiming = z.infer<typeof scriptTimingSchema>;

/** The fit's answer: the narrations shortened until they fit (or as short as they go), with their timing. */
export const scriptFitResponseSchema = z.object({
  scenes: z.array(timedSceneSchema),
  timing: scriptTimingSchema,
});
export type ScriptFitResponse = z.infer<typeof scriptFitResponseSchema>;
