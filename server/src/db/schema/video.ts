import type { QualityReport } from '@common/contracts/quality';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, real, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Plan } from '@common/contracts/auth';
import type { Scene, Tone } from '@common/contracts/script';
import type { CaptionStyleId } from '@common/catalog/caption-styles';
import type { OutputFormat } from '@common/catalog/output-formats';
import type { PlatformPresetId } from '@common/catalog/platform-presets';
import type { VoiceId } from '@common/catalog/voices';
import type { TimedWord } from '@common/rules/captions';
import type { ProductCard } from '@common/contracts/product';
import type { AspectRatio, RenderKind, RenderStatus, VisualStyle } from '@common/contracts/video';
import { users } from './auth';

/** A render's copy of the creator's brand kit (docs/decisions/027). */
export type RenderBrandKitSnapshot = { logoAssetId: string | null; primaryColor: string; secondaryColor: string; font: string };

/** One segment of a render as stored: its scene, part and key, and whether this render encoded it (the soundtrack's scene is -1, every scene). */
export type RenderSegmentRecord = { scene: number; part: 'transition' | 'scene' | 'soundtrack'; key: string; encoded: boolean };

/**
 * One text-to-video render, driven by the queue (queued → processing → completed | failed).
 * Demo renders have ids starting with `demo_` (the spec's proxy paths tell them apart by that).
 */
export const renderJobs = pgTable(
  'render_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<RenderKind>().notNull(),
    prompt: text('prompt').notNull(),
    visualStyle: text('visual_style').$type<VisualStyle>().notNull(),
    aspectRatio: text('aspect_ratio').$type<AspectRatio>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** The provider asked for; `engine` says which one really made the file (after a fallback). */
    provider: text('provider').notNull(),
    engine: text('engine'),
    /** The owner's plan when the job was made: decides the burned-in watermark. */
    creatorPlan: text('creator_plan').$type<Plan>().notNull(),
    watermark: boolean('watermark').notNull(),
    status: text('status').$type<RenderStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** A remote provider's request id, kept so a retried job polls it instead of paying twice. */
    providerRequestId: text('provider_request_id'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    mediaKey: text('media_key'),
    mediaBytes: integer('media_bytes'),
    /** The poster (a JPEG still of the video) in media storage; null until made (docs/decisions/021). */
    posterKey: text('poster_key'),
    // Studio videos (kind `studio`) only: what the creator named, wrote and chose.
    title: text('title'),
    tone: text('tone').$type<Tone>(),
    scenes: jsonb('scenes').$type<Scene[]>(),
    /** The product card the ad was built from (issue 27, docs/decisions/059); null: a plain description. */
    product: jsonb('product').$type<ProductCard>(),
    /** Credits this render spent (refunded once if it fails). */
    costCredits: integer('cost_credits').notNull().default(0),
    /** The original this video is a variant of (another aspect ratio or style). */
    variantOfId: text('variant_of_id').references((): AnyPgColumn => renderJobs.id, { onDelete: 'set null' }),
    /** The failed render this one retries. */
    retryOfId: text('retry_of_id').references((): AnyPgColumn => renderJobs.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Voice and captions (issue 16, docs/decisions/026): what the creator chose, and what was said when.
    voiceId: text('voice_id').$type<VoiceId>(),
    voiceSpeed: real('voice_speed'),
    captionStyle: text('caption_style').$type<CaptionStyleId>(),
    /**
     * "My own voice" (docs/decisions/066): the creator's recording (media_assets, kind audio) is the
     * voice-over; `voice_id` then names the synthetic voice the recording is aligned against. No
     * foreign key: deleting the recording must not rewrite what this render was asked for.
     */
    voiceRecordingId: uuid('voice_recording_id'),
    /** The speech engine that really spoke (after a fallback); null for a silent video. */
    voiceEngine: text('voice_engine'),
    /** Every spoken word's time in the finished video, and its length: the WebVTT and SRT exports. */
    speechTimeline: jsonb('speech_timeline').$type<{ durationMs: number; words: TimedWord[] }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The quality report of the delivered file (issue 28, docs/decisions/064): every check with its value; null before the review step. */
    qualityReport: jsonb('quality_report').$type<QualityReport>(),
    /** The brand kit as it was when the render was asked for ("Apply brand kit"); null: none. */
    brandKit: jsonb('brand_kit').$type<RenderBrandKitSnapshot>(),
    // Delivery (issue 28, docs/decisions/063): the platform it is made for, and the frame size and
    // rate the plan and preset gave it when it was asked for. Null output: an older row (720p).
    platformPreset: text('platform_preset').$type<PlatformPresetId>(),
    output: jsonb('output').$type<OutputFormat>(),
    // Versions and per-scene segments (issue 29, docs/decisions/065).
    /** The first version of this video: an edit re-render is a new row pointing at it; null: this is the first. */
    versionOfId: text('version_of_id').references((): AnyPgColumn => renderJobs.id, { onDelete: 'set null' }),
    /** 1 for a new video, then one more per edit re-render. */
    version: integer('version').notNull().default(1),
    /** The local engine's segments of this render, in order: which it encoded and which it reused (kept under `segments/{first version id}/`). */
    segments: jsonb('segments').$type<RenderSegmentRecord[]>(),
  },
  (t) => [
    index('render_jobs_status_idx').on(t.status, t.createdAt),
    index('render_jobs_owner_idx').on(t.ownerUserId),
    index('render_jobs_version_of_idx').on(t.versionOfId),
    // The library and history: one creator's studio videos by date (read backwards for newest first) or
    // by title, page by page. Ascending on purpose: `order by … desc` is NULLS FIRST, which a
    // backward scan of an ascending index gives and a `desc nulls last` index does not.
    index('render_jobs_studio_created_idx')
      .on(t.ownerUserId, t.createdAt, t.id)
      .where(sql`${t.kind} = 'studio' and ${t.deletedAt} is null`),
    index('render_jobs_studio_title_idx')
      .on(t.ownerUserId, sql`lower(${t.title})`, t.id)
      .where(sql`${t.kind} = 'studio' and ${t.deletedAt} is null`),
    check('render_jobs_status_check', sql`${t.status} in ('queued', 'processing', 'completed', 'failed')`),
    check('render_jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** Every status change of a render, written with the change itself: timings, and proof of "exactly once". */
export const renderJobEvents = pgTable(
  'render_job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => renderJobs.id, { onDelete: 'cascade' }),
    status: text('status').$type<RenderStatus>().notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('render_job_events_job_idx').on(t.jobId)],
);

/** The single row of showcase choices (spec "Showcase settings"); blank means "not chosen". */
export const showcaseSettings = pgTable(
  'showcase_settings',
  {
    id: integer('id').primaryKey().default(1),
    video1Id: text('video1_id').notNull().default(''),
    video2Id: text('video2_id').notNull().default(''),
    video3Id: text('video3_id').notNull().default(''),
    video4Id: text('video4_id').notNull().default(''),
    demoVideoId: text('demo_video_id').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('showcase_settings_single_row', sql`${t.id} = 1`)],
);
