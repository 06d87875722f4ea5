import { z } from 'zod';
import { PLANS } from './auth';
import { cleanPrompt } from '../rules/prompt';

/**
 * The 13 visual styles (clarifications, "Names and routes"). The first five are the ones the
 * free demo offers; the studio offers all of them.
 */
export const VISUAL_STYLES = [
  { id: 'pixar', name: 'Pixar 3D', icon: '🎈', description: 'Bouncy, rounded, warm and playful', demo: true },
  { id: 'cinematic', name: 'Cinematic', icon: '🎬', description: 'Letterboxed, dramatic, slow reveals', demo: true },
  { id: 'photorealistic', name: 'Photorealistic', icon: '📷', description: 'Clean, natural light, product-first', demo: true },
  { id: 'anime', name: 'Anime', icon: '⚡', description: 'Speed lines, bold color, punchy cuts', demo: true },
  { id: 'watercolor', name: 'Watercolor', icon: '🎨', description: 'Soft washes, paper texture, gentle fades', demo: true },
  { id: 'claymation', name: 'Claymation', icon: '🧱', description: 'Chunky shapes with a handmade wobble', demo: false },
  { id: 'comic-book', name: 'Comic Book', icon: '💥', description: 'Halftone dots, panels and shouty captions', demo: false },
  { id: 'neon-cyberpunk', name: 'Neon Cyberpunk', icon: '🌃', description: 'Glowing lines on a midnight grid', demo: false },
  { id: 'vintage-film', name: 'Vintage Film', icon: '🎞️', description: 'Sepia grain, flicker and title cards', demo: false },
  { id: 'minimalist', name: 'Minimalist', icon: '◻️', description: 'White space, one accent, precise motion', demo: false },
  { id: 'paper-cutout', name: 'Paper Cutout', icon: '✂️', description: 'Layered paper with drop shadows', demo: false },
  { id: 'retro-synthwave', name: 'Retro Synthwave', icon: '🌅', description: 'Sunset gradients and a chrome horizon', demo: false },
  { id: 'noir', name: 'Noir', icon: '🕵️', description: 'High-contrast black and white, venetian shadows', demo: false },
] as const;

export type VisualStyle = (typeof VISUAL_STYLES)[number]['id'];
export const visualStyleIds = VISUAL_STYLES.map((s) => s.id) as [VisualStyle, ...VisualStyle[]];
export const DEMO_STYLES = VISUAL_STYLES.filter((s) => s.demo);
export type DemoStyle = (typeof DEMO_STYLES)[number]['id'];
const demoStyleIds = DEMO_STYLES.map((s) => s.id) as [DemoStyle, ...DemoStyle[]];

export const ASPECT_RATIOS = ['9:16', '1:1', '16:9'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const RENDER_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** Who a render is for: an anonymous demo, a creator's studio video, or a seeded showcase video. */
export type RenderKind = 'demo' | 'studio' | 'showcase';

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

export const VIDEO_LIMITS = { durationMin: 5, durationMax: 15 } as const;

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
  visualStyle: z.enum(demoStyleIds, { error: DEMO_MESSAGES.unknownStyle }),
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
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type DemoStatusResponse = z.infer<typeof demoStatusResponseSchema>;

/** GET /api/animation/videos/{videoId}/details */
export const videoDetailsResponseSchema = z.object({
  creatorPlan: z.enum(PLANS),
  engine: z.string().nullable(),
  durationSeconds: z.number(),
  aspectRatio: z.enum(ASPECT_RATIOS),
  visualStyle: z.enum(visualStyleIds),
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
      visualStyle: z.enum(visualStyleIds),
      aspectRatio: z.enum(ASPECT_RATIOS),
      durationSeconds: z.number(),
      videoUrl: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type ShowcaseCandidates = z.infer<typeof showcaseCandidatesResponseSchema>;

/** Where the browser fetches a video: demo ids (`demo_…`) have their own proxy path (spec section 7). */
export function videoProxyUrl(id: string): string {
  return id.startsWith('demo_') ? `/api/public/demo-video-proxy/${encodeURIComponent(id)}` : `/api/public/video-proxy/${encodeURIComponent(id)}`;
}

