import type { LeadFilters } from '@common/contracts/funnel';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { leadsExportUrl } from '../api/leads-export-url';
import { useLeads } from '../api/list-leads';
import { AdminPage } from '../components/admin-page';
import { LeadFiltersBar } from '../components/lead-filters';

/** /email-export: the filtered leads as a CSV file (streamed by the server, safe to open in a spreadsheet). */
export default function EmailExportPage() {
  const [filters, setFilters] = useState<LeadFilters>({});
  const count = useLeads(filters, 1).data?.total;
  return (
    <AdminPage title="E-mail Export" current="/email-export">
      <p className="text-ink-muted">
        Download the leads that match these filters as CSV. Cells that a spreadsheet would run as a formula are prefixed with an apostrophe.
      </p>
      <LeadFiltersBar value={filters} onChange={setFilters} />
      <div className="flex items-center gap-4">
        <a href={leadsExportUrl(filters)} download className={buttonClasses({ className: 'justify-self-start' })}>
          Download CSV
        </a>
        {count !== undefined && <span className="text-sm text-ink-muted">{count} leads</span>}
      </div>
    </AdminPage>
  );
}
