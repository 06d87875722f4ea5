import type { LeadFilters } from '@common/contracts/funnel';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { CenteredSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { leadsExportUrl } from '../api/leads-export-url';
import { useLeads } from '../api/list-leads';
import { sourceLabel } from '../lib/source-label';
import { AdminPage, formatDateTime } from '../components/admin-page';
import { LeadFiltersBar } from '../components/lead-filters';

// Roomier than the house table: the leads list is the page's whole content.
const CELL = 'px-4 py-3';

/** /admin/leads: searchable, filterable, paginated, with counts by source. */
export default function LeadsPage() {
  const [filters, setFilters] = useState<LeadFilters>({});
  const [page, setPage] = useState(1);
  const leads = useLeads(filters, page);
  const data = leads.data;

  return (
    <AdminPage title="Leads" current="/admin/leads">
      <LeadFiltersBar
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {leads.isError ? (
        <p className="text-danger">{leads.error.message}</p>
      ) : !data ? (
        <CenteredSpinner label="Loading..." />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-ink">{data.total} leads</span>
            {data.countsBySource.map((s) => (
              <span key={s.source} className="rounded-full bg-primary-soft px-3 py-1 text-primary-strong">
                {sourceLabel(s.source)}: {s.count}
              </span>
            ))}
            <a href={leadsExportUrl(filters)} download className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-auto' })}>
              Export CSV
            </a>
          </div>
          <div className="overflow-x-auto rounded-card border border-border bg-surface">
            <Table>
              <TableHead className="bg-surface-muted font-bold">
                <tr>
                  <TableHeaderCell className={CELL}>E-mail</TableHeaderCell>
                  <TableHeaderCell className={CELL}>First source</TableHeaderCell>
                  <TableHeaderCell className={CELL}>Campaign</TableHeaderCell>
                  <TableHeaderCell className={CELL}>Headline</TableHeaderCell>
                  <TableHeaderCell className={CELL}>Opt-ins</TableHeaderCell>
                  <TableHeaderCell className={CELL}>Created</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {data.leads.map((lead) => (
                  <TableRow key={lead.id}>
                    <TableCell className={CELL}>
                      <Link href={`/admin/leads/${lead.id}`} className="font-medium text-primary underline-offset-2 hover:underline">
                        {lead.email}
                      </Link>
                    </TableCell>
                    <TableCell className={CELL}>{sourceLabel(lead.firstSource)}</TableCell>
                    <TableCell className={CELL}>{lead.utmCampaign ?? '—'}</TableCell>
                    <TableCell className={CELL}>{lead.headlineVariant ?? '—'}</TableCell>
                    <TableCell className={CELL}>{lead.optInCount}</TableCell>
                    <TableCell className={`${CELL} whitespace-nowrap`}>{formatDateTime(lead.createdAt)}</TableCell>
                  </TableRow>
                ))}
                {data.leads.length === 0 && (
                  // The only row, under the shaded head: no rule above it.
                  <tr>
                    <TableCell colSpan={6} className="px-4 py-8 text-center text-ink-muted">
                      No leads match these filters.
                    </TableCell>
                  </tr>
                )}
              </TableBody>
            </Table>
          </div>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} label="Leads" />
        </>
      )}
    </AdminPage>
  );
}
