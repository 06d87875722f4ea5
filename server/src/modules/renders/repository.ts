import type { QualityReport } from '@common/contracts/quality';
import type { RenderStatus } from '@common/contracts/video';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { renderJobEvents, renderJobs } from '../../db/schema/index';

export type RenderJobRow = typeof renderJobs.$inferSelect;
export type NewRenderJobRow = typeof renderJobs.$inferInsert;

async function recordEvent(db: Executor, jobId: string, status: RenderStatus, at: Date, detail?: string): Promise<void> {
  await db.insert(renderJobEvents).values({ jobId, status, at, detail: detail ?? null });
}

export async function insertRenderJob(db: Executor, values: NewRenderJobRow): Promise<RenderJobRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(renderJobs).values(values).returning();
    await recordEvent(tx, row!.id, 'queued', values.createdAt);
    return row!;
  });
}

export async function findRenderJob(db: Executor, id: string): Promise<RenderJobRow | undefined> {
  const [row] = await db.select().from(renderJobs).where(eq(renderJobs.id, id));
  return row;
}

/** Takes the job for one attempt; a finished job (completed or failed) is not taken again. */
export async function claimRenderJob(db: Database, id: string, now: Date): Promise<RenderJobRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(renderJobs)
      .set({ status: 'processing', attempts: sql`${renderJobs.attempts} + 1`, startedAt: sql`coalesce(${renderJobs.startedAt}, ${now})`, updatedAt: now })
      .where(and(eq(renderJobs.id, id), inArray(renderJobs.status, ['queued', 'processing'])))
      .returning();
    if (row) await recordEvent(tx, id, 'processing', now, `attempt ${row.attempts}`);
    return row;
  });
}

export async function setRenderProgress(db: Executor, id: string, progress: number, now: Date): Promise<void> {
  await db
    .update(renderJobs)
    .set({ progress, updatedAt: now })
    .where(and(eq(renderJobs.id, id), eq(renderJobs.status, 'processing')));
}

export async function setProviderRequestId(db: Executor, id: string, providerRequestId: string): Promise<void> {
  await db.update(renderJobs).set({ providerRequestId }).where(eq(renderJobs.id, id));
}

/** A job that has just finished: what its announcement needs. */
export type FinishedRenderJob = Pick<RenderJobRow, 'id' | 'kind' | 'ownerUserId'>;
const finished = { id: renderJobs.id, kind: renderJobs.kind, ownerUserId: renderJobs.ownerUserId };

/**
 * The one completion of a job: only a job still processing is completed, with its event row, so
 * two workers finishing the same job (after a redelivery) complete it once. Run it in the render
 * service's transaction; undefined when the job was not processing.
 */
export async function completeRenderJob(
  db: Executor,
  id: string,
  result: { engine: string; mediaKey: string; mediaBytes: number; posterKey: string | null; now: Date } & Partial<
    Pick<RenderJobRow, 'voiceEngine' | 'speechTimeline' | 'qualityReport'>
  >,
): Promise<FinishedRenderJob | undefined> {
  const [row] = await db
    .update(renderJobs)
    .set({
      status: 'completed',
      progress: 100,
      engine: result.engine,
      mediaKey: result.mediaKey,
      mediaBytes: result.mediaBytes,
      posterKey: result.posterKey,
      voiceEngine: result.voiceEngine ?? null,
      speechTimeline: result.speechTimeline ?? null,
      qualityReport: result.qualityReport ?? null,
      // a voiced video lasts as long as its speech needs (docs/decisions/026): the row says how long it really is
      ...(result.speechTimeline ? { durationSeconds: Math.round(result.speechTimeline.durationMs / 1000) } : {}),
      error: null,
      finishedAt: result.now,
      updatedAt: result.now,
    })
    .where(and(eq(renderJobs.id, id), eq(renderJobs.status, 'processing')))
    .returning(finished);
  if (row) await recordEvent(db, id, 'completed', result.now, result.engine);
  return row;
}

/** The one guarded move to `failed`, with its event row; run it in the render service's transaction. Undefined when the job had already finished. */
export async function failRenderJob(db: Executor, id: string, error: string, now: Date, qualityReport?: QualityReport): Promise<FinishedRenderJob | undefined> {
  const [row] = await db
    .update(renderJobs)
    .set({ status: 'failed', error, finishedAt: now, updatedAt: now, ...(qualityReport ? { qualityReport } : {}) })
    .where(and(eq(renderJobs.id, id), inArray(renderJobs.status, ['queued', 'processing'])))
    .returning(finished);
  if (row) await recordEvent(db, id, 'failed', now, error);
  return row;
}

export async function listRenderEvents(db: Executor, jobId: string) {
  return db.select().from(renderJobEvents).where(eq(renderJobEvents.jobId, jobId)).orderBy(renderJobEvents.id);
}

export async function listCompletedRenders(db: Executor, limit: number): Promise<RenderJobRow[]> {
  return db.select().from(renderJobs).where(eq(renderJobs.status, 'completed')).orderBy(desc(renderJobs.finishedAt)).limit(limit);
}

/** Finished videos that have no poster yet (made before posters existed), by id after `afterId`. */
export async function listRendersWithoutPoster(db: Executor, afterId: string, limit: number): Promise<RenderJobRow[]> {
  return db
    .select()
    .from(renderJobs)
    .where(and(eq(renderJobs.status, 'completed'), isNotNull(renderJobs.mediaKey), isNull(renderJobs.posterKey), gt(renderJobs.id, afterId)))
    .orderBy(asc(renderJobs.id))
    .limit(limit);
}

/** Records a poster once: a job that already has one keeps it. False when it had one. */
export async function setPosterKey(db: Executor, id: string, posterKey: string): Promise<boolean> {
  const rows = await db
    .update(renderJobs)
    .set({ posterKey })
    .where(and(eq(renderJobs.id, id), isNull(renderJobs.posterKey)))
    .returning({ id: renderJobs.id });
  return rows.length > 0;
}
