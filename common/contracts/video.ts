import { z } from 'zod';
import { ASPECT_RATIO_IDS, type AspectRatioId } from '../catalog/aspect-ratios';
import { DEMO_STYLE_IDS, VISUAL_STYLE_IDS, type DemoStyleId, type VisualStyleId } from '../catalog/visual-styles';
import { cleanPrompt } from '../rules/prompt';
import { planSchema } from './auth';

// Styles and aspect ratios are the catalogue's (common/catalog); the contracts name their ids.
export type VisualStyle = VisualStyleId;
export type DemoStyle = DemoStyleId;
export type AspectRatio = AspectRatioId;

/** A page link of a video list: the previous page's `nextCursor`, opaque (base64url), made by this server for that sort. */
export const videoCursorSchema = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

export const RENDER_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** Who a render is for: an anonymous demo, a creator's studio video, or a seeded showcase video. */
export const RENDER_KINDS = ['demo', 'studio', 'showcase'] as const;
export type RenderKind = (typeof RENDER_KINDS)[number];

/** Spec sections 5 and 9, and clarifications "Plans, prices, credits". */
export const DEMO_LIMITS = {
  promptMin: 10,
  promptMax: 500,
  pollIntervalMs: 5_000,
  timeoutMs: 120_000,
  videosPerVisitor: 3,
  windowMs: 24 * 3600_000,
  durationSeconds: 6,
  aspectRatio: '9:16' as AspectRatio,
} as const;

/**
 * A video's length in whole seconds. The studio offers the catalogue's lengths (15, 30, 45 and 60
 * seconds, common/catalog/video-lengths.ts); shorter ones stay accepted for the API, old drafts and
 * the 6-second demo, and cost what 15 seconds costs.
 */
export const VIDEO_LIMITS = { durationMin: 5, durationMax: 60 } as const;

/** Copy the spec quotes word for word (sections 4, 5 and 8). */
export const DEMO_MESSAGES = {
  tooShortTitle: 'Description too short',
  tooShortBody: 'Please provide at least 10 characters',
  tooLong: 'Please keep the description under 500 characters',
  readyTitle: 'Demo video ready!',
  readyBody: 'Sign up to save and share your creations',
  timeoutTitle: 'Demo took too long',
  timeoutBody: 'Sign up for instant access to faster generation!',
  failedTitle: 'Demo unavailable',
  failedBody: 'Sign up for free to start creating!',
  generationFailed: 'Generation failed',
  usedUp: 'You have used your 3 free demo videos for today. Sign up for free to keep creating, or try again in {wait}.',
  unknownStyle: 'Pick one of the five demo styles',
} as const;

export const promptSchema = z
  .string({ error: DEMO_MESSAGES.tooShortBody })
  .transform(cleanPrompt)
  .pipe(z.string().min(DEMO_LIMITS.promptMin, DEMO_MESSAGES.tooShortBody).max(DEMO_LIMITS.promptMax, DEMO_MESSAGES.tooLong));

/** POST /api/demo/generate-video (no sign-in). */
export const demoGenerateRequestSchema = z.strictObject({
  prompt: promptSchema,
  visualStyle: z.enum(DEMO_STYLE_IDS, { error: DEMO_MESSAGES.unknownStyle }),
});
export type DemoGenerateRequest = z.input<typeof demoGenerateRequestSchema>;

/** `{ jobId }` when accepted; a refusal is the error body, whose `message` the client shows. */
export const demoGenerateResponseSchema = z.object({ jobId: z.string() });
export type DemoGenerateResponse = z.infer<typeof demoGenerateResponseSchema>;

export const jobIdParamsSchema = z.object({ jobId: z.string().min(1).max(100) });
export const videoIdParamsSchema = z.object({ videoId: z.string().min(1).max(100) });
export const mediaIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/demo/videos/{jobId}/status */
export const demoStatusResponseSchema = z.object({
  status: z.enum(RENDER_STATUSES),
  videoUrl: z.string().nullable(),
  /** The video's poster (a JPEG still with its aspect ratio); null until it is made. */
  posterUrl: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type DemoStatusResponse = z.infer<typeof demoStatusResponseSchema>;

/** GET /api/animation/videos/{videoId}/details */
export const videoDetailsResponseSchema = z.object({
  creatorPlan: planSchema,
  engine: z.string().nullable(),
  durationSeconds: z.number(),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
});
export type VideoDetails = z.infer<typeof videoDetailsResponseSchema>;

const showcaseId = z.string().trim().max(100);

/** GET /api/showcase/settings; blank ids are ignored by the client. */
export const showcaseSettingsSchema = z.object({
  video1Id: showcaseId,
  video2Id: showcaseId,
  video3Id: showcaseId,
  video4Id: showcaseId,
  demoVideoId: showcaseId,
});
export type ShowcaseSettings = z.infer<typeof showcaseSettingsSchema>;

/** PUT /api/showcase/settings (admin). */
export const showcaseSettingsRequestSchema = showcaseSettingsSchema.strict();

/** GET /api/showcase/candidates (admin): finished renders an admin may put in the showcase. */
export const showcaseCandidatesResponseSchema = z.object({
  videos: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      visualStyle: z.enum(VISUAL_STYLE_IDS),
      aspectRatio: z.enum(ASPECT_RATIO_IDS),
      durationSeconds: z.number(),
      videoUrl: z.string(),
      posterUrl: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type ShowcaseCandidates = z.infer<typeof showcaseCandidatesResponseSchema>;
