import type { BatchCheck, BatchRowError } from '@common/contracts/batches';
import { useRef, useState, type ChangeEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { BATCH_COPY as COPY } from '@/content/batch-copy';
import { BRAND } from '@/content/brand';
import { isApiError } from '@/lib/api-client';
import { randomUuid } from '@/lib/random-uuid';
import { useCheckBatch } from '../api/check-batch';
import { useCreateBatch } from '../api/create-batch';
import { CreatorOnly } from '../components/creator-only';

function ErrorTable({ errors }: { errors: BatchRowError[] }) {
  return (
    <section aria-labelledby="batch-errors" className="grid gap-2" role="alert">
      <h2 id="batch-errors" className="text-lg font-semibold text-danger">
        {COPY.errorsHeading(errors.length)}
      </h2>
      <p className="text-sm text-ink-muted">{COPY.errorsIntro}</p>
      {/* a table wider than a phone scrolls: the region takes focus so the keyboard can scroll it too */}
      <div role="region" aria-label={COPY.errorsHeading(errors.length)} tabIndex={0} className="overflow-x-auto">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell numeric>{COPY.line}</TableHeaderCell>
              <TableHeaderCell>{COPY.column}</TableHeaderCell>
              <TableHeaderCell>{COPY.message}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {errors.map((error, i) => (
              <TableRow key={i}>
                <TableCell numeric>{error.line}</TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell className="[overflow-wrap:anywhere]">{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

function Plan({ check, starting, onConfirm }: { check: BatchCheck; starting: boolean; onConfirm(): void }) {
  return (
    <section aria-labelledby="batch-plan" className="grid gap-3">
      <h2 id="batch-plan" className="text-lg font-semibold text-ink">
        {COPY.planHeading(check.rows.length)}
      </h2>
      <div className="max-h-96 overflow-auto">
        <Table>
          <TableCaption className="sr-only">{COPY.planHeading(check.rows.length)}</TableCaption>
          <TableHead>
            <tr>
              <TableHeaderCell numeric>{COPY.line}</TableHeaderCell>
              <TableHeaderCell>{COPY.file}</TableHeaderCell>
              <TableHeaderCell numeric>{COPY.cost}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {check.rows.map((row) => (
              <TableRow key={row.position}>
                <TableCell numeric>{row.line}</TableCell>
                <TableCell className="break-all">{row.fileName}</TableCell>
                <TableCell numeric>{row.costCredits}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <p className="font-medium text-ink" data-testid="batch-total">
        {COPY.total(check.totalCost, check.balance)}
      </p>
      <div>
        <Button size="lg" onClick={onConfirm} disabled={starting}>
          {starting ? <Spinner className="size-4" /> : null}
          {starting ? COPY.starting : COPY.confirm(check.rows.length, check.totalCost)}
        </Button>
      </div>
    </section>
  );
}

/** /batches: upload or paste a CSV, see every row's problems or the plan and its total, confirm to start. */
export default function BatchNewPage() {
  const [csv, setCsv] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheckBatch();
  const create = useCreateBatch();
  const [, navigate] = useLocation();
  // one key per checked file, kept across retries: a resent batch starts nothing twice
  const batchKey = useRef<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
  };
  const onCheck = () => {
    setProblem(null);
    batchKey.current = null;
    check.mutate(csv, { onError: (error) => setProblem(error.message) });
  };
  const onConfirm = () => {
    if (!check.data) return;
    batchKey.current ??= randomUuid();
    create.mutate(
      { csv, idempotencyKey: batchKey.current, confirmedCost: check.data.totalCost },
      {
        onSuccess: (batch) => navigate(`/batches/${batch.id}`),
        onError: (error) => {
          if (isApiError(error)) batchKey.current = null;
          setProblem(error.message);
        },
      },
    );
  };

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <title>{`${COPY.title} · ${BRAND.name}`}</title>
      <PageHeader title={COPY.title} intro={COPY.intro} />
      <CreatorOnly signedOutText="Sign in to render batches." signInLabel="Sign in">
        <div className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6">
          <p className="text-sm text-ink-muted">{COPY.columnsHint}</p>
          <div className="grid gap-1">
            <label htmlFor="batch-file" className="text-sm font-medium text-ink">
              {COPY.fileLabel}
            </label>
            <input
              id="batch-file"
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void onFile(e)}
              className="w-full min-w-0 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary hover:file:bg-primary/15"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="batch-csv" className="text-sm font-medium text-ink">
              {COPY.pasteLabel}
            </label>
            <textarea
              id="batch-csv"
              value={csv}
              onChange={(e) => setCsv(e.target.value)}
              rows={8}
              spellCheck={false}
              className="w-full rounded-control border border-border bg-surface p-3 font-mono text-sm text-ink"
            />
          </div>
          <div>
            <Button onClick={onCheck} disabled={!csv.trim() || check.isPending}>
              {check.isPending ? <Spinner className="size-4" /> : null}
              {check.isPending ? COPY.checking : COPY.check}
            </Button>
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
        </div>
        {check.data?.errors.length ? <ErrorTable errors={check.data.errors} /> : null}
        {check.data && !check.data.errors.length ? <Plan check={check.data} starting={create.isPending} onConfirm={onConfirm} /> : null}
      </CreatorOnly>
    </section>
  );
}
