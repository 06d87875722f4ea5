import { z } from 'zod';
import { BATCH_RULES } from '../catalog/preview-rules';
import { RENDER_STATUSES } from './video';

/**
 * CSV batches (issue 29): one row per variant. The columns a file may have, with the header names
 * each accepts (case, spaces, dashes and underscores do not matter). Only hook and body are needed;
 * the rest fall back to the defaults the studio uses.
 */
export const BATCH_COLUMNS = {
  variant: ['variant', 'name'],
  hook: ['hook'],
  body: ['body'],
  callToAction: ['call to action', 'cta'],
  voice: ['voice'],
  style: ['style', 'visual style'],
  ratio: ['ratio', 'aspect ratio'],
  length: ['length', 'duration', 'seconds'],
  platform: ['platform'],
  productUrl: ['product url', 'url'],
  tone: ['tone'],
} as const;
export type BatchColumn = keyof typeof BATCH_COLUMNS;

/** A row as the file wrote it (trimmed cells): what the batch keeps and the manifest writes back. */
export type BatchRowInput = Record<BatchColumn, string>;

export const BATCH_MESSAGES = {
  tooManyRows: (rows: number) => `A batch has at most ${BATCH_RULES.maxRows} rows; this file has ${rows}. Split it into smaller files.`,
  noRows: 'The file has a header but no rows',
  unreadable: (reason: string) => `This file cannot be read as CSV: ${reason}`,
  unknownColumn: (name: string) => `Unknown column "${name}"`,
  missingColumn: (name: string) => `The file needs a "${name}" column`,
  hasErrors: 'Some rows have errors: fix them and check the file again. Nothing was rendered.',
  costChanged: (cost: number) => `The batch now costs ${cost} credits: confirm the new total to start it`,
  notEnoughCredits: (cost: number, balance: number) => `This batch costs ${cost} credits and you have ${balance}. Remove rows or buy credits first.`,
} as const;

/** POST /api/studio/batches/check: the file (uploaded or pasted) as text. */
export const batchCsvSchema = z.strictObject({
  csv: z
    .string()
    .min(1, 'Upload a CSV file or paste rows')
    .max(BATCH_RULES.maxCsvBytes, `Keep the file under ${BATCH_RULES.maxCsvBytes / 1024} KB`),
});

/** POST /api/studio/batches: the checked file, with the total the creator confirmed. */
export const createBatchRequestSchema = batchCsvSchema.extend({
  /** Each row pays under `batch:{key}:{row}` (a studio key of at most 100 characters). */
  idempotencyKey: z.string().trim().min(8).max(80),
  confirmedCost: z.number().int().nonnegative(),
  title: z.string().trim().min(1).max(120).optional(),
});
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

/** One problem of one row: the file's line (header = 1), the column's header, what to change. */
export const batchRowErrorSchema = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
export type BatchRowError = z.infer<typeof batchRowErrorSchema>;

const plannedRowSchema = z.object({
  position: z.number().int().positive(),
  line: z.number().int(),
  variant: z.string(),
  /** The name this row's video gets in the ZIP, e.g. `03-hook-b-9x16.mp4`. */
  fileName: z.string(),
  costCredits: z.number().int(),
});

/** The check's answer: every row planned, every error found, the total to confirm and the balance. */
export const batchCheckSchema = z.object({
  rows: z.array(plannedRowSchema),
  errors: z.array(batchRowErrorSchema),
  totalCost: z.number().int(),
  balance: z.number().int(),
});
export type BatchCheck = z.infer<typeof batchCheckSchema>;

export const BATCH_ROW_STATES = [...RENDER_STATUSES, 'not-started'] as const;

/** GET /api/studio/batches/{id}: the batch and each row's progress. */
export const batchSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  costCredits: z.number().int(),
  createdAt: z.iso.datetime(),
  rows: z.array(
    plannedRowSchema.omit({ costCredits: true }).extend({
      state: z.enum(BATCH_ROW_STATES),
      progress: z.number().int().min(0).max(100),
      videoId: z.string().nullable(),
      /** Why the row's render could not start or failed. */
      error: z.string().nullable(),
    }),
  ),
  completed: z.number().int(),
  /** Every finished video and the manifest as one ZIP; null while none is finished. */
  downloadUrl: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;
export const batchIdParamsSchema = z.object({ batchId: z.uuid() });
