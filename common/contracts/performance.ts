import { z } from 'zod';
import { ASPECT_RATIO_IDS } from '../catalog/aspect-ratios';
import { VISUAL_STYLE_IDS } from '../catalog/visual-styles';
import { VIDEO_LIMITS } from './video';

/** What a player reports: a play began, it got this far, it reached the end. */
export const BEACON_KINDS = ['play', 'progress', 'complete'] as const;

/** A play counts as complete from this share of the video on (players stop a frame or two short). */
export const COMPLETE_PERCENT = 95;

/**
 * POST /api/performance/beacons, from a share page's player (by share token) or the studio player
 * (by video id). One `playId` (made by the player per playback) is one play; later beacons of the
 * same play only move its furthest point forward. Bounded: a player cannot claim more than the video.
 */
export const playerBeaconSchema = z
  .strictObject({
    playId: z.uuid(),
    kind: z.enum(BEACON_KINDS),
    shareToken: z
      .string()
      .min(16)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
    videoId: z.string().min(1).max(64).optional(),
    /** The furthest point reached, in seconds of the video. */
    positionSeconds: z
      .number()
      .min(0)
      .max(VIDEO_LIMITS.durationMax * 4),
  })
  .refine((beacon) => Boolean(beacon.shareToken) !== Boolean(beacon.videoId), {
    message: 'Name the video by its share token or its id, not both',
    path: ['shareToken'],
  });
export type PlayerBeacon = z.infer<typeof playerBeaconSchema>;

/** `counted: false` when the beacon came from a bot or the video's owner (their own plays are not performance). */
export const beaconResponseSchema = z.object({ counted: z.boolean() });

export const videoPerformanceSchema = z.object({
  id: z.string(),
  title: z.string(),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  durationSeconds: z.number().int(),
  posterUrl: z.string().nullable(),
  variantOfId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Share-page opens by people (not bots, not the owner). */
  views: z.number().int(),
  plays: z.number().int(),
  /** Mean of each play's furthest point as a share of the video, 0–100; null without plays. */
  averageWatchPercent: z.number().nullable(),
  /** Share of plays that reached the end, 0–100; null without plays. */
  completionRate: z.number().nullable(),
});
export type VideoPerformance = z.infer<typeof videoPerformanceSchema>;

/** An original and its variants side by side; `winnerId` when at least two of them have plays to compare. */
export const performanceGroupSchema = z.object({
  originalId: z.string(),
  videos: z.array(videoPerformanceSchema),
  winnerId: z.string().nullable(),
});
export type PerformanceGroup = z.infer<typeof performanceGroupSchema>;

/** GET /api/performance: the creator's finished videos, grouped with their variants, newest group first. */
export const performanceResponseSchema = z.object({ groups: z.array(performanceGroupSchema) });
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;

/** The two ways the analytics chart counts time: the last 30 days, or the last 12 weeks (ISO weeks, from Monday), in UTC. */
export const ANALYTICS_PERIODS = { day: { buckets: 30, label: 'Day' }, week: { buckets: 12, label: 'Week' } } as const;
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIODS;
export const ANALYTICS_PERIOD_IDS = Object.keys(ANALYTICS_PERIODS) as [AnalyticsPeriod, ...AnalyticsPeriod[]];

export const analyticsQuerySchema = z.object({ period: z.enum(ANALYTICS_PERIOD_IDS).default('day') });

export const activityPointSchema = z.object({ start: z.iso.date(), views: z.number().int(), plays: z.number().int() });
export type ActivityPoint = z.infer<typeof activityPointSchema>;

/** GET /api/performance/analytics: the creator's own dashboard. */
export const creatorAnalyticsSchema = z.object({
  videosMade: z.number().int(),
  credits: z.object({ spent: z.number().int(), balance: z.number().int() }),
  totals: z.object({ views: z.number().int(), plays: z.number().int() }),
  period: z.enum(ANALYTICS_PERIOD_IDS),
  /** Oldest first, one point per day or week, empty ones included. */
  activity: z.array(activityPointSchema),
  /** Up to five, by views then plays. */
  topVideos: z.array(videoPerformanceSchema.pick({ id: true, title: true, views: true, plays: true, completionRate: true })),
  learning: z.object({
    modulesAvailable: z.number().int(),
    modulesCompleted: z.number().int(),
    lessonsRead: z.number().int(),
    lessonCount: z.number().int(),
    /** Mean progress over the modules that can be taken, 0–100. */
    progressPercent: z.number().int().min(0).max(100),
  }),
});
export type CreatorAnalytics = z.infer<typeof creatorAnalyticsSchema>;
