import { z } from 'zod';
import { BRAND_FONTS, MEDIA_FORMAT_IDS, MEDIA_KINDS, MEDIA_LIMITS, formatMegabytes } from '../catalog/media';
import { VIDEO_LIMITS } from './video';

/** Refusals of POST /api/media, word for word what the uploads panel shows. */
export const MEDIA_MESSAGES = {
  noFile: 'Choose a file to upload.',
  malformed: 'The upload could not be read: send one file as multipart/form-data.',
  empty: 'This file is empty.',
  tooLarge: `This file is too large: a clip may be up to ${formatMegabytes(MEDIA_LIMITS.clipMaxBytes)}, an image up to ${formatMegabytes(MEDIA_LIMITS.imageMaxBytes)}.`,
  imageTooLarge: `This image is too large: an image may be up to ${formatMegabytes(MEDIA_LIMITS.imageMaxBytes)}.`,
  clipTooLong: `This clip is too long: a clip may be up to ${MEDIA_LIMITS.clipMaxSeconds} seconds.`,
  pictureTooLarge: `This picture is too large: at most ${MEDIA_LIMITS.maxPixelsPerSide} pixels a side.`,
  notSupported: 'This file is not a PNG, JPEG or WebP image or an MP4, MOV or WebM clip.',
  damaged: 'This file is damaged or incomplete (it could not be decoded to the end). Export it again and upload the new file.',
  tooMany: `You can keep up to ${MEDIA_LIMITS.maxAssets} files. Delete some to upload more.`,
  overQuota: `This file would take you over your ${formatMegabytes(MEDIA_LIMITS.quotaBytes)} of storage. Delete some files to upload it.`,
  logoMustBeImage: 'The logo must be one of your uploaded images.',
} as const;

/** The longest voice-over recording: the longest video and a margin (docs/decisions/066). */
export const RECORDING_MAX_SECONDS = VIDEO_LIMITS.durationMax + MEDIA_LIMITS.recordingMarginSeconds;

/** Refusals of POST /api/media/recordings (a voice-over), word for word what the recorder shows. */
export const RECORDING_MESSAGES = {
  noFile: 'Choose a recording to upload.',
  empty: 'This recording is empty: record or choose a file with your voice in it.',
  silent: 'This recording is silent: check that the right microphone is on and record again.',
  tooLarge: `This recording is too large: a voice-over may be up to ${formatMegabytes(MEDIA_LIMITS.recordingMaxBytes)}.`,
  tooLong: `This recording is too long: a voice-over may be up to ${RECORDING_MAX_SECONDS} seconds.`,
  notAudio: 'This file is not a WAV, MP3, M4A or OGG recording (or the WebM your browser records).',
  damaged: 'This recording is damaged or incomplete (it could not be decoded to the end). Export it again and upload the new file.',
  notFound: 'This recording was not found: record or upload your voice-over again.',
} as const;

/** The claim (file name or declared type) and the content disagree. */
export function mismatchMessage(actual: string, claimed: string): string {
  return `This file is a ${actual} but it is named or sent as ${claimed}. Give it its real extension and upload it again.`;
}

export const mediaAssetSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  format: z.enum(MEDIA_FORMAT_IDS),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Clips and recordings only. */
  durationSeconds: z.number().nullable(),
  originalName: z.string(),
  /** The owner's private URL of the file (an `<img>`/`<video>` source). */
  fileUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const mediaUsageSchema = z.object({ bytes: z.number().int(), count: z.number().int(), quotaBytes: z.number().int(), maxAssets: z.number().int() });

/** GET /api/media */
export const mediaListResponseSchema = z.object({ assets: z.array(mediaAssetSchema), usage: mediaUsageSchema });
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** GET /api/media/recordings: the creator's voice-over recordings, newest first. */
export const recordingListResponseSchema = z.object({ recordings: z.array(mediaAssetSchema) });
export type RecordingListResponse = z.infer<typeof recordingListResponseSchema>;

export const mediaIdParamsSchema = z.object({ mediaId: z.uuid() });

/** A scene's own background: an upload of the creator's or an imported stock item. */
export const sceneMediaSchema = z.object({ source: z.enum(['upload', 'stock']), id: z.uuid() });
export type SceneMedia = z.infer<typeof sceneMediaSchema>;

/** A colour as the brand kit and the product card keep it: `#rrggbb`. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #ff5a36');

/** PUT /api/brand-kit */
export const brandKitInputSchema = z.strictObject({
  logoId: z.uuid().nullable(),
  primaryColor: colorSchema,
  secondaryColor: colorSchema,
  font: z.enum(BRAND_FONTS),
});
export type BrandKitInput = z.infer<typeof brandKitInputSchema>;

/** GET /api/brand-kit: null until the creator saves one. */
export const brandKitSchema = brandKitInputSchema.extend({ logo: mediaAssetSchema.nullable(), updatedAt: z.iso.datetime() });
export type BrandKit = z.infer<typeof brandKitSchema>;
export const brandKitResponseSchema = z.object({ brandKit: brandKitSchema.nullable() });
export type BrandKitResponse = z.infer<typeof brandKitResponseSchema>;
