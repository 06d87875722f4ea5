import { z } from 'zod';
import { idempotencyKeySchema } from './credits';
import { ASPECT_RATIO_IDS } from '../catalog/aspect-ratios';
import { CAPTION_STYLE_IDS } from '../catalog/caption-styles';
import { FRAME_RATES } from '../catalog/output-formats';
import { PLATFORM_PRESET_IDS, PLATFORM_PRESETS } from '../catalog/platform-presets';
import { VOICE_IDS, VOICE_LANGUAGE_IDS, VOICE_SPEED } from '../catalog/voices';
import { TONE_IDS } from '../catalog/tones';
import { VISUAL_STYLE_IDS } from '../catalog/visual-styles';
import { planSchema } from './auth';
import { sceneMediaSchema } from './media';
import { productCardSchema } from './product';
import { qualityReportSchema } from './quality';
import { SCRIPT_LIMITS, sceneLookShape, scenesSchema, scriptRequestSchema } from './script';
import { DEMO_LIMITS, RENDER_STATUSES, VIDEO_LIMITS, videoCursorSchema, videoIdParamsSchema } from './video';

export const TITLE_MAX = 120;
export const STUDIO_MESSAGES = {
  titleRequired: 'Give the video a title',
  titleTooLong: `Keep the title under ${TITLE_MAX} characters`,
  retryOnlyFailed: 'Only a failed video can be retried',
  notReady: 'This video is not ready yet',
  editOnlyFinished: 'Only a finished video made from scenes can be edited scene by scene',
  editPriceChanged: 'The price of this edit has changed. Check the new price and render again.',
} as const;

const idempotencyKey = idempotencyKeySchema;
const titleSchema = z.string().trim().min(1, STUDIO_MESSAGES.titleRequired).max(TITLE_MAX, STUDIO_MESSAGES.titleTooLong);

/**
 * A draft is work in progress: every field may be half written, so only sizes are checked here;
 * the full rules run when it is rendered.
 */
const draftSceneSchema = z.object({
  id: z.string().trim().min(1).max(40),
  narration: z.string().max(SCRIPT_LIMITS.narrationMax),
  visual: z.string().max(SCRIPT_LIMITS.visualMax),
  durationSeconds: z.number().int().min(SCRIPT_LIMITS.sceneSecondsMin).max(SCRIPT_LIMITS.sceneSecondsMax),
  media: sceneMediaSchema.nullable().optional(),
  ...sceneLookShape,
});
export const draftInputSchema = z.strictObject({
  description: z.string().max(DEMO_LIMITS.promptMax),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  durationSeconds: z.number().int().min(VIDEO_LIMITS.durationMin).max(VIDEO_LIMITS.durationMax),
  tone: z.enum(TONE_IDS),
  scenes: z.array(draftSceneSchema).max(SCRIPT_LIMITS.scenesMax),
  /** The product card the ad is built from (issue 27); null or absent: a plain description. */
  product: productCardSchema.nullable().optional(),
  /** The maker's other settings (issue 29): voice, speed, language, captions, brand kit, platform. Absent: the maker's defaults. */
  settings: z.lazy(() => draftSettingsSchema).optional(),
});
export type DraftInput = z.infer<typeof draftInputSchema>;
export const draftSchema = draftInputSchema.extend({ id: z.string(), updatedAt: z.iso.datetime() });
export type Draft = z.infer<typeof draftSchema>;
export const draftsResponseSchema = z.object({ drafts: z.array(draftSchema) });

export const VOICE_SETTINGS_MESSAGES = {
  captionsNeedVoice: 'Captions follow the voice: pick a voice to add captions',
  presetRatio: "This platform's frame has another shape: pick its aspect ratio or another platform",
  voiceLanguage: 'This voice does not speak the language you picked',
} as const;

/**
 * The voice-over (issue 16): who speaks the scenes and how fast. `language` is the settings
 * panel's language; the voice must speak it.
 */
export const voiceSettingsSchema = z.strictObject({
  /** Absent in requests made before "My own voice" existed: they stay valid. */
  kind: z.literal('synthetic').optional(),
  voiceId: z.enum(VOICE_IDS),
  speed: z.number().min(VOICE_SPEED.min).max(VOICE_SPEED.max).default(VOICE_SPEED.default),
  language: z.enum(VOICE_LANGUAGE_IDS).optional(),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

/**
 * "My own voice" (issue 29, docs/decisions/066): the creator's recording (POST /api/media/recordings)
 * is the voice-over; the captions' word timings come from aligning it to the script. `language` is
 * the script's language (the synthetic voice the recording is aligned against speaks it).
 */
export const ownVoiceSettingsSchema = z.strictObject({
  kind: z.literal('own'),
  recordingId: z.uuid(),
  language: z.enum(VOICE_LANGUAGE_IDS).optional(),
});
export type OwnVoiceSettings = z.infer<typeof ownVoiceSettingsSchema>;
/** Burned-in word-by-word captions in one of the catalogue's styles (they need a voice: they are its words). */
export const captionSettingsSchema = z.strictObject({ style: z.enum(CAPTION_STYLE_IDS) });

/**
 * Everything else the video maker sets, kept with a draft so a restored draft renders as it was
 * left (issue 29): the voice-over (voice, speed, language; null: no voice), the captions, "Apply
 * brand kit" and the platform preset. Loose on purpose like the rest of a draft: the render checks.
 */
export const draftSettingsSchema = z.strictObject({
  voice: voiceSettingsSchema.nullable(),
  /** The settings panel's language, kept even while no voice is picked. */
  language: z.enum(VOICE_LANGUAGE_IDS).optional(),
  captions: captionSettingsSchema.nullable(),
  brandKit: z.boolean(),
  platform: z.string().max(40).nullable().optional(),
});
export type DraftSettings = z.infer<typeof draftSettingsSchema>;

/** POST /api/studio/videos: render a finished script (costs CREDIT_RULES.renderCost). */
export const createVideoRequestSchema = scriptRequestSchema
  .extend({
    scenes: scenesSchema,
    title: titleSchema.optional(),
    draftId: z.uuid().optional(),
    voice: z.union([voiceSettingsSchema, ownVoiceSettingsSchema]).nullable().optional(),
    captions: captionSettingsSchema.nullable().optional(),
    idempotencyKey,
    /** "Apply brand kit": the creator's saved kit (logo, colours, font) goes into this render. */
    brandKit: z.boolean().optional(),
    /** The product card the ad is built from (issue 27, docs/decisions/059). */
    product: productCardSchema.nullable().optional(),
    /** Where it will be posted (issue 28): the frame, rate and safe zones of that platform; the plan sets the resolution. */
    platformPreset: z.enum(PLATFORM_PRESET_IDS).nullable().optional(),
    /** Frames per second; absent: the plan's (30 on a paid plan, 24 on free). */
    fps: z.union(FRAME_RATES.map((rate) => z.literal(rate))).optional(),
  })
  .refine((r) => !r.captions || r.voice, { message: VOICE_SETTINGS_MESSAGES.captionsNeedVoice, path: ['captions'] })
  .refine((r) => !r.platformPreset || PLATFORM_PRESETS[r.platformPreset].aspectRatio === r.aspectRatio, {
    message: VOICE_SETTINGS_MESSAGES.presetRatio,
    path: ['platformPreset'],
  });
export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;

/** POST /api/studio/videos/{id}/variants: the same script in another aspect ratio and/or style. */
export const createVariantRequestSchema = z.strictObject({
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  idempotencyKey,
});
export type CreateVariantRequest = z.infer<typeof createVariantRequestSchema>;

/** POST /api/studio/videos/{id}/retry */
export const retryVideoRequestSchema = z.strictObject({ idempotencyKey });

/** POST /api/studio/videos/{id}/edit-quote: what re-rendering the video with these scenes costs (docs/decisions/065). */
export const editQuoteRequestSchema = z.strictObject({ scenes: scenesSchema });
export const editQuoteSchema = z.object({
  /** Charged exactly when the edit is rendered. */
  costCredits: z.number().int(),
  /** The places (0-based) whose scene changed: the scenes the re-render paints again. */
  changedScenes: z.array(z.number().int()),
  /** What a new video costs, for comparison. */
  newVideoCredits: z.number().int(),
});
export type EditQuote = z.infer<typeof editQuoteSchema>;

/**
 * POST /api/studio/videos/{id}/edits: the video re-rendered with edited scenes as its next version.
 * `costCredits` is the quote the creator saw: a different price now (the video changed meanwhile) is a 409.
 */
export const createEditRequestSchema = z.strictObject({ scenes: scenesSchema, costCredits: z.number().int().min(0), idempotencyKey });
export type CreateEditRequest = z.infer<typeof createEditRequestSchema>;

/**
 * GET /api/studio/videos/{id}/scenes/{index}/still: a JPEG of one scene (0-based) taken at its
 * midpoint, the storyboard's frame for that card (issue 29). A path segment arrives as text: coerced.
 */
export const sceneStillParamsSchema = videoIdParamsSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(SCRIPT_LIMITS.scenesMax - 1),
});
export const sceneStillUrl = (videoId: string, index: number) => `/api/studio/videos/${encodeURIComponent(videoId)}/scenes/${index}/still`;

/** PATCH /api/studio/videos/{id} */
export const renameVideoRequestSchema = z.strictObject({ title: titleSchema });

export const studioVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  durationSeconds: z.number().int(),
  tone: z.enum(TONE_IDS).nullable(),
  scenes: scenesSchema.nullable(),
  product: productCardSchema.nullable(),
  status: z.enum(RENDER_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  provider: z.string(),
  engine: z.string().nullable(),
  costCredits: z.number().int(),
  creatorPlan: planSchema,
  /** The player shows the watermark overlay, and the file carries it (free and trial). */
  watermark: z.boolean(),
  videoUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  /** The video's poster (a JPEG still with its aspect ratio); null until it is made. */
  posterUrl: z.string().nullable(),
  variantOfId: z.string().nullable(),
  retryOfId: z.string().nullable(),
  /** The video's first version (null: this is it) and this one's number: an edit re-render is the next version. */
  versionOfId: z.string().nullable(),
  version: z.number().int(),
  /** Which scenes (0-based) this render painted and encoded; the others' segments were reused. Null: not made scene by scene. */
  encodedScenes: z.array(z.number().int()).nullable(),
  shareToken: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /**
   * The voice-over chosen (null: no voice) and the caption style (null: no captions). With the
   * creator's own voice, `recordingId` names the recording and `voiceId` the voice it was aligned against.
   */
  voice: z.object({ voiceId: z.enum(VOICE_IDS), speed: z.number(), recordingId: z.string().nullable().optional() }).nullable(),
  captionStyle: z.enum(CAPTION_STYLE_IDS).nullable(),
  /** The platform it was made for (null: none chosen) and the delivered frame (null: a render from before issue 28, 720p). */
  platformPreset: z.enum(PLATFORM_PRESET_IDS).nullable(),
  output: z.object({ width: z.number().int(), height: z.number().int(), fps: z.number().int() }).nullable(),
  /** Which engines really made it (after any fallback): the picture's, the voice's; null while unknown or unused. */
  engines: z.object({ video: z.string().nullable(), voice: z.string().nullable() }),
  /** The captions as WebVTT (the player's text track) and SRT; null without a finished voiced video. */
  captionsUrls: z.object({ vtt: z.string(), srt: z.string() }).nullable(),
  /** The quality report of the delivered file (issue 28): every check with its value; null before the review (and for videos made before it). */
  qualityReport: qualityReportSchema.nullable(),
  /** The publish-ready ZIP (MP4, cover, captions, platform texts, manifest); null until the video is ready. */
  packageUrl: z.string().nullable(),
  /** One video's page while it waits: its place in the render queue (1 = next); null once a worker has it. */
  queuePosition: z.number().int().positive().nullable().optional(),
});
export type StudioVideo = z.infer<typeof studioVideoSchema>;

export const VIDEO_SORTS = ['newest', 'oldest', 'title'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
export const VIDEO_PAGE_SIZE = 24;

/** GET /api/studio/videos: the history (any status) and the library (status=completed). */
export const listVideosQuerySchema = z.object({
  status: z.enum(RENDER_STATUSES).optional(),
  visualStyle: z.enum(VISUAL_STYLE_IDS).optional(),
  aspectRatio: z.enum(ASPECT_RATIO_IDS).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(VIDEO_SORTS).default('newest'),
  cursor: videoCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(VIDEO_PAGE_SIZE),
});
export type ListVideosQuery = z.input<typeof listVideosQuerySchema>;
export type ListVideosFilter = z.infer<typeof listVideosQuerySchema>;
export const listVideosResponseSchema = z.object({
  videos: z.array(studioVideoSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListVideosResponse = z.infer<typeof listVideosResponseSchema>;

/** `url` is the share page's path; the client puts its own origin in front. */
export const shareResponseSchema = z.object({ token: z.string(), url: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;
export const shareTokenParamsSchema = z.object({ token: z.string().min(16).max(100) });
/** GET /share/{token} (the page): any token gets the page; only a live one gets its preview tags. */
export const sharePageParamsSchema = z.object({ token: z.string().max(300) });

/** GET /api/share/{token}: what anyone with the link may see of one video, nothing more. */
export const sharedVideoSchema = z.object({
  title: z.string(),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  durationSeconds: z.number().int(),
  creatorPlan: planSchema,
  watermark: z.boolean(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
  /** WebVTT captions of a voiced video (the player's text track); null without a voice. */
  captionsUrl: z.string().nullable(),
  /** The same captions to download, as WebVTT and SRT; null without a voice. */
  captionsUrls: z.object({ vtt: z.string(), srt: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type SharedVideo = z.infer<typeof sharedVideoSchema>;

export const draftIdParamsSchema = z.object({ draftId: z.uuid() });
export const downloadQuerySchema = z.object({ download: z.enum(['1']).optional() });
