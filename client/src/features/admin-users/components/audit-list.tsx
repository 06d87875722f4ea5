import type { AdminAuditEvent } from '@common/contracts/admin-users';
import { useState } from 'react';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { formatDate } from '@/lib/format-date';
import { useAudit } from '../api/list-audit';
import { Pager } from '@/components/ui/pager';

function change(event: AdminAuditEvent): string {
  if (event.action !== 'credits.adjusted') return C.actions[event.action];
  const amount = Number(event.detail.amount);
  return `${C.actions[event.action]} (${amount > 0 ? '+' : ''}${amount})`;
}

/** The admin audit trail, newest first: of one account with `userId`, else of every account. */
export function AuditList({ userId, title }: { userId?: string; title: string }) {
  const [page, setPage] = useState(1);
  const audit = useAudit(userId, page);
  return (
    <section aria-labelledby="audit-title" className="grid gap-3">
      <h2 id="audit-title" className="text-lg font-bold text-ink">
        {title}
      </h2>
      {audit.isError ? (
        <LoadError message={C.auditError} detail={audit.error.message} retryLabel={C.retry} onRetry={() => void audit.refetch()} />
      ) : !audit.data ? (
        <LoadingBlocks label={C.auditLoading} count={3} className="grid gap-2" blockClassName="h-10" />
      ) : audit.data.events.length === 0 ? (
        <p className="text-ink-muted">{C.auditEmpty}</p>
      ) : (
        <>
          <div className="rounded-card border border-border bg-surface px-4">
            <Table>
              <TableCaption>{C.auditCaption}</TableCaption>
              <TableHead>
                <tr>
                  <TableHeaderCell className="hidden sm:table-cell">{C.colWhen}</TableHeaderCell>
                  <TableHeaderCell>{C.colAction}</TableHeaderCell>
                  {userId ? null : <TableHeaderCell>{C.colAccount}</TableHeaderCell>}
                  <TableHeaderCell className="hidden md:table-cell">{C.colAdmin}</TableHeaderCell>
                  <TableHeaderCell>{C.colReason}</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {audit.data.events.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell className="hidden align-top sm:table-cell md:whitespace-nowrap">{formatDate(event.at)}</TableCell>
                    <TableCell className="align-top">
                      {change(event)}
                      {/* on a phone the date rides under the action instead of taking a column */}
                      <span className="block text-xs text-ink-muted sm:hidden">{formatDate(event.at)}</span>
                    </TableCell>
                    {userId ? null : <TableCell className="align-top [overflow-wrap:anywhere]">{event.subjectEmail ?? C.removedAccount}</TableCell>}
                    <TableCell className="hidden align-top [overflow-wrap:anywhere] md:table-cell">{event.actorEmail ?? C.removedAccount}</TableCell>
                    <TableCell className="align-top">{event.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pager page={page} total={audit.data.total} pageSize={audit.data.pageSize} onPage={setPage} label={C.auditTitle} />
        </>
      )}
    </section>
  );
}
