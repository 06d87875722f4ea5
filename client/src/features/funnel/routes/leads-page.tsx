import type { LeadFilters } from '@common/contracts/funnel';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { leadsExportUrl } from '../api/leads-export-url';
import { useLeads } from '../api/list-leads';
import { sourceLabel } from '../lib/source-label';
import { AdminPage, formatDateTime } from '../components/admin-page';
import { LeadFiltersBar } from '../components/lead-filters';

/** /admin/leads: searchable, filterable, paginated, with counts by source. */
export default function LeadsPage() {
  const [filters, setFilters] = useState<LeadFilters>({});
  const [page, setPage] = useState(1);
  const leads = useLeads(filters, page);
  const data = leads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

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
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-ink-muted">
                <tr>
                  <th className="px-4 py-3">E-mail</th>
                  <th className="px-4 py-3">First source</th>
                  <th className="px-4 py-3">Campaign</th>
                  <th className="px-4 py-3">Headline</th>
                  <th className="px-4 py-3">Opt-ins</th>
                  <th className="px-4 py-3">Created</th>
                </tr>
              </thead>
              <tbody>
                {data.leads.map((lead) => (
                  <tr key={lead.id} className="border-t border-border">
                    <td className="px-4 py-3">
                      <Link href={`/admin/leads/${lead.id}`} className="font-medium text-primary underline-offset-2 hover:underline">
                        {lead.email}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{sourceLabel(lead.firstSource)}</td>
                    <td className="px-4 py-3">{lead.utmCampaign ?? '—'}</td>
                    <td className="px-4 py-3">{lead.headlineVariant ?? '—'}</td>
                    <td className="px-4 py-3">{lead.optInCount}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(lead.createdAt)}</td>
                  </tr>
                ))}
                {data.leads.length === 0 && (
                  <tr>
                    <td colSpan={6} className="px-4 py-8 text-center text-ink-muted">
                      No leads match these filters.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <div className="flex items-center justify-between text-sm">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-ink-muted">
              Page {page} of {pages}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </>
      )}
    </AdminPage>
  );
}
