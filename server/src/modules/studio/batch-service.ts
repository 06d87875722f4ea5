import { renderCostCredits } from '@common/catalog/plans';
import { BATCH_MESSAGES, type Batch, type BatchCheck, type CreateBatchRequest } from '@common/contracts/batches';
import { AppError } from '../../http/app-error';
import { getBalance } from '../credits/service';
import { batchFileName, batchRowRequest, parseBatchCsv, type ParsedBatchRow } from './batch-csv';
import { findBatchByKey, findOwnedBatch, insertBatch, listBatchRows, setBatchRowOutcome, type BatchRow } from './batch-repository';
import type { StudioDeps } from './studio-deps';
import { createStudioVideo, type Creator } from './video-service';

/** The check before paying: every row planned with its file name and cost, every problem, the total and the balance. */
export async function checkBatch(deps: Pick<StudioDeps, 'db'>, creator: Creator, csv: string): Promise<BatchCheck> {
  const { rows, errors } = parseBatchCsv(creator, csv, 'check');
  const planned = rows.map((row) => ({
    position: row.position,
    line: row.line,
    variant: row.input.variant,
    fileName: row.fileName,
    costCredits: rowCost(row),
  }));
  return { rows: planned, errors, totalCost: totalCost(rows), balance: await getBalance({ db: deps.db, userId: creator.id }) };
}

/** A row costs what the same video costs made in the video maker (the catalogue's render cost). */
function rowCost(row: ParsedBatchRow): number {
  const request = row.request;
  return renderCostCredits({ durationSeconds: request?.durationSeconds ?? 0, voice: Boolean(request?.voice), captions: Boolean(request?.captions) });
}
const totalCost = (rows: ParsedBatchRow[]) => rows.reduce((sum, row) => sum + rowCost(row), 0);

/**
 * Starts a checked batch: refused whole while any row has a problem, when the confirmed total is
 * not the total, or when the balance cannot cover it; then every row's video is created on its
 * own key (`batch:{key}:{row}`). A row that cannot start keeps its reason and the others go on.
 * The same key again starts only rows that never started (a batch cut short), so nothing renders
 * twice.
 */
export async function createBatch(deps: StudioDeps, creator: Creator, body: CreateBatchRequest): Promise<Batch> {
  let batch = await findBatchByKey(deps.db, creator.id, body.idempotencyKey);
  if (!batch) {
    const { rows, errors } = parseBatchCsv(creator, body.csv, body.idempotencyKey);
    if (errors.length) throw new AppError('BAD_REQUEST', BATCH_MESSAGES.hasErrors, { errors });
    const total = totalCost(rows);
    if (body.confirmedCost !== total) throw new AppError('CONFLICT', BATCH_MESSAGES.costChanged(total), { totalCost: total });
    const balance = await getBalance({ db: deps.db, userId: creator.id });
    if (balance < total) throw new AppError('INSUFFICIENT_CREDITS', BATCH_MESSAGES.notEnoughCredits(total, balance), { cost: total, balance });
    const now = deps.now();
    const title = body.title ?? `Batch of ${rows.length} videos`;
    batch = await deps.db.transaction((tx) =>
      insertBatch(
        tx,
        { ownerUserId: creator.id, idempotencyKey: body.idempotencyKey, title, costCredits: total, createdAt: now },
        rows.map(({ position, line, input }) => ({ position, line, input })),
      ),
    );
    batch ??= await findBatchByKey(deps.db, creator.id, body.idempotencyKey);
  }
  await startBatchRows(deps, creator, batch!);
  return getBatch(deps, creator.id, batch!.id);
}

async function startBatchRows(deps: StudioDeps, creator: Creator, batch: BatchRow): Promise<void> {
  for (const row of await listBatchRows(deps.db, batch.id)) {
    if (row.renderJobId || row.error) continue;
    const { request, problems } = batchRowRequest(creator, row.input, row.position, batch.idempotencyKey);
    try {
      if (!request) throw new AppError('BAD_REQUEST', problems.map(([, message]) => message).join('; '));
      const video = await createStudioVideo(deps, creator, request);
      await setBatchRowOutcome(deps.db, batch.id, row.position, { renderJobId: video.id, error: null }, deps.now());
    } catch (error) {
      // one row that cannot start (no credits left, a plan's voice) never stops the others
      if (!(error instanceof AppError)) throw error;
      await setBatchRowOutcome(deps.db, batch.id, row.position, { renderJobId: null, error: error.message }, deps.now());
    }
  }
}

export async function findCreatorBatch(deps: Pick<StudioDeps, 'db'>, userId: string, batchId: string): Promise<BatchRow> {
  const batch = await findOwnedBatch(deps.db, userId, batchId);
  if (!batch) throw new AppError('NOT_FOUND', 'This batch does not exist.');
  return batch;
}

export async function getBatch(deps: Pick<StudioDeps, 'db'>, userId: string, batchId: string): Promise<Batch> {
  const batch = await findCreatorBatch(deps, userId, batchId);
  const rows = (await listBatchRows(deps.db, batch.id)).map((row) => ({
    position: row.position,
    line: row.line,
    variant: row.input.variant,
    fileName: batchFileName(row.position, row.input, row.render?.aspectRatio ?? row.input.ratio),
    state: row.render?.status ?? (row.error ? ('failed' as const) : ('not-started' as const)),
    progress: row.render?.status === 'completed' ? 100 : (row.render?.progress ?? 0),
    videoId: row.render?.id ?? null,
    error: row.error ?? row.render?.error ?? null,
  }));
  const completed = rows.filter((row) => row.state === 'completed').length;
  return {
    id: batch.id,
    title: batch.title,
    costCredits: batch.costCredits,
    createdAt: batch.createdAt.toISOString(),
    rows,
    completed,
    downloadUrl: completed ? `/api/studio/batches/${batch.id}/download` : null,
  };
}
