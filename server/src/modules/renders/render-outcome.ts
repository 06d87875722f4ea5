import type { QualityReport } from '@common/contracts/quality';
import type { Database } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { refundRender } from '../credits/service';
import { completeRenderJob, failRenderJob } from './repository';

/** Completes the job once and announces it, in one transaction; false when it was not processing. */
export async function completeRender(db: Database, jobId: string, result: Parameters<typeof completeRenderJob>[2]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const job = await completeRenderJob(tx, jobId, result);
    if (job) await publishEvent(tx, 'render.completed', { renderJobId: job.id, kind: job.kind, ownerUserId: job.ownerUserId });
    return Boolean(job);
  });
}

/**
 * Fails the job for good, once: in one transaction, its `failed` row, the refund of what it cost
 * (once per spend, so a second report refunds nothing) and its announcement. False when the job
 * had already finished.
 */
export async function failRender(deps: { db: Database }, jobId: string, reason: string, now: Date, qualityReport?: QualityReport): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const job = await failRenderJob(tx, jobId, reason, now, qualityReport);
    if (!job) return false;
    await refundRender({ tx, renderJobId: jobId, now });
    await publishEvent(tx, 'render.failed', { renderJobId: job.id, kind: job.kind, ownerUserId: job.ownerUserId, reason });
    return true;
  });
}
