import { Link, useParams } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { BATCH_COPY as COPY } from '@/content/batch-copy';
import { BRAND } from '@/content/brand';
import { useBatch } from '../api/get-batch';
import { CreatorOnly } from '../components/creator-only';

function BatchProgress({ id }: { id: string }) {
  const batch = useBatch(id);
  if (batch.isPending) return <LoadingBlocks label={COPY.loading} count={4} className="grid gap-2" blockClassName="h-10" />;
  if (batch.isError) return <LoadError message={COPY.loadFailed} detail={batch.error.message} retryLabel={COPY.retry} onRetry={() => void batch.refetch()} />;
  const { rows, completed, downloadUrl, title } = batch.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink" role="status">
          <span className="font-semibold">{title}</span> · {COPY.progress(completed, rows.length)}
        </p>
        {downloadUrl ? (
          <a href={downloadUrl} className={buttonClasses()} download>
            {COPY.download}
          </a>
        ) : null}
      </div>
      {downloadUrl ? <p className="text-sm text-ink-muted">{COPY.downloadHint}</p> : null}
      <div role="region" aria-label={COPY.pageTitle} tabIndex={0} className="overflow-x-auto">
        <Table>
          <TableCaption className="sr-only">{COPY.pageTitle}</TableCaption>
          <TableHead>
            <tr>
              <TableHeaderCell numeric>{COPY.line}</TableHeaderCell>
              <TableHeaderCell>{COPY.file}</TableHeaderCell>
              <TableHeaderCell>{COPY.state}</TableHeaderCell>
              <TableHeaderCell>{COPY.video}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.position} data-testid="batch-row">
                <TableCell numeric>{row.line}</TableCell>
                <TableCell className="break-all">{row.fileName}</TableCell>
                <TableCell>
                  <div className="grid gap-1">
                    <span>{COPY.states[row.state]}</span>
                    {row.state === 'queued' || row.state === 'processing' ? (
                      <progress className="h-2 w-28" max={100} value={row.progress} aria-label={`${row.fileName}: ${row.progress}%`} />
                    ) : null}
                    {row.error ? <span className="text-sm text-danger">{row.error}</span> : null}
                  </div>
                </TableCell>
                <TableCell>
                  {row.videoId ? (
                    <Link href={`/animation/${row.videoId}`} className="text-primary-strong underline" aria-label={COPY.open(row.fileName)}>
                      {COPY.video}
                    </Link>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <p>
        <Link href="/batches" className="text-primary-strong underline">
          {COPY.newBatch}
        </Link>
      </p>
    </div>
  );
}

/** /batches/{id}: each row's progress and every finished video as one ZIP. */
export default function BatchPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <title>{`${COPY.pageTitle} · ${BRAND.name}`}</title>
      <PageHeader title={COPY.pageTitle} />
      <CreatorOnly signedOutText="Sign in to see this batch." signInLabel="Sign in">
        <BatchProgress id={id} />
      </CreatorOnly>
    </section>
  );
}
