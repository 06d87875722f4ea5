import type { BatchRowInput } from '@common/contracts/batches';
import { stringify } from 'csv-stringify/sync';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { MediaStorage } from '../../providers/storage/index';
import { batchFileName } from './batch-csv';
import { listBatchRows, type BatchRow } from './batch-repository';
import type { StudioDeps } from './studio-deps';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) is written with a leading `'`, so a manifest opened in Excel or Sheets shows the
 * text the creator wrote and never computes it (CSV injection).
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const MANIFEST_COLUMNS = [
  'file',
  'line',
  'variant',
  'hook',
  'body',
  'call to action',
  'voice',
  'style',
  'ratio',
  'length',
  'platform',
  'product url',
  'status',
  'video id',
  'error',
];

/** The manifest: one line per row of the batch, what it said and what became of it. */
export function batchManifest(
  rows: { fileName: string; line: number; input: BatchRowInput; status: string; videoId: string | null; error: string | null }[],
): string {
  const lines = rows.map(({ fileName, line, input, status, videoId, error }) =>
    [
      fileName,
      String(line),
      input.variant,
      input.hook,
      input.body,
      input.callToAction,
      input.voice,
      input.style,
      input.ratio,
      input.length,
      input.platform,
      input.productUrl,
      status,
      videoId ?? '',
      error ?? '',
    ].map(inertCell),
  );
  return stringify([MANIFEST_COLUMNS, ...lines]);
}

/**
 * Every finished video of the batch and `manifest.csv` as one ZIP, streamed: each video is read
 * from media storage only when the archive reaches it (stored, not deflated: MP4 does not shrink).
 */
export async function batchZip(deps: Pick<StudioDeps, 'db'> & { storage: MediaStorage }, batch: BatchRow): Promise<Readable> {
  const rows = (await listBatchRows(deps.db, batch.id)).map((row) => ({
    ...row,
    fileName: batchFileName(row.position, row.input, row.render?.aspectRatio ?? row.input.ratio),
  }));
  const zip = new ZipFile();
  for (const row of rows) {
    const key = row.render?.status === 'completed' ? row.render.mediaKey : null;
    if (!key) continue;
    zip.addReadStreamLazy(row.fileName, { compress: false }, (done) => {
      deps.storage.read(key).then(
        (stream) => done(null, stream),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  const manifest = batchManifest(
    rows.map((row) => ({
      fileName: row.fileName,
      line: row.line,
      input: row.input,
      status: row.render?.status ?? (row.error ? 'failed' : 'not-started'),
      videoId: row.render?.id ?? null,
      error: row.error ?? row.render?.error ?? null,
    })),
  );
  zip.addBuffer(Buffer.from(manifest, 'utf8'), 'manifest.csv');
  zip.end();
  return zip.outputStream as Readable;
}
