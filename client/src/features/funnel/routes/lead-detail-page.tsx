import { useParams } from 'wouter';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useLead } from '../api/get-lead';
import { AdminPage, formatDateTime } from '../components/admin-page';
import { sourceLabel } from '../lib/source-label';

const EVENT_LABELS: Record<string, string> = {
  opt_in: 'Opted in',
  capture: 'Captured (exit intent)',
  page_view: 'Page view',
  time_on_site: 'Time on site',
  exit_intent_capture: 'Exit-intent capture',
  pixel_open: 'Tracking pixel loaded',
};

function Field({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-all text-ink">{value === null || value === '' ? '—' : value}</dd>
    </div>
  );
}

/** /admin/leads/{id}: the lead, its attribution and its event timeline. */
export default function LeadDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const detail = useLead(id);
  if (detail.isPending) return <CenteredSpinner label="Loading..." />;
  if (detail.isError) {
    return (
      <AdminPage title="Lead">
        <p className="text-danger">{detail.error.message}</p>
      </AdminPage>
    );
  }
  const { lead, events } = detail.data;
  const params = Object.entries(lead.campaignParams);
  return (
    <AdminPage title={lead.email}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="lead-heading" className="rounded-card border border-border bg-surface p-5">
          <h2 id="lead-heading" className="mb-4 text-lg font-bold text-ink">
            Lead
          </h2>
          <dl className="grid grid-cols-2 gap-4">
            <Field label="E-mail" value={lead.email} />
            <Field label="Name" value={lead.name} />
            <Field label="First source" value={sourceLabel(lead.firstSource)} />
            <Field label="Latest source" value={sourceLabel(lead.latestSource)} />
            <Field label="Lead magnet" value={lead.leadMagnet} />
            <Field label="Headline variant" value={lead.headlineVariant} />
            <Field label="Opt-ins" value={lead.optInCount} />
            <Field label="Created" value={formatDateTime(lead.createdAt)} />
            <Field label="Updated" value={formatDateTime(lead.updatedAt)} />
          </dl>
        </section>
        <section aria-labelledby="attribution-heading" className="rounded-card border border-border bg-surface p-5">
          <h2 id="attribution-heading" className="mb-4 text-lg font-bold text-ink">
            Attribution
          </h2>
          <dl className="grid grid-cols-2 gap-4">
            <Field label="utm_source" value={lead.utmSource} />
            <Field label="utm_medium" value={lead.utmMedium} />
            <Field label="utm_campaign" value={lead.utmCampaign} />
            <Field label="utm_content" value={lead.utmContent} />
            <Field label="utm_term" value={lead.utmTerm} />
            <Field label="Landing page" value={lead.landingPage} />
            <Field label="Referrer" value={lead.referrer ?? 'direct'} />
            <Field label="First visit" value={formatDateTime(lead.firstVisitAt)} />
            {params.map(([key, value]) => (
              <Field key={key} label={key} value={value} />
            ))}
          </dl>
        </section>
      </div>
      <section aria-labelledby="timeline-heading" className="rounded-card border border-border bg-surface p-5">
        <h2 id="timeline-heading" className="mb-4 text-lg font-bold text-ink">
          Timeline
        </h2>
        <ol className="grid gap-3">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-4 gap-y-1 border-l-2 border-primary pl-4 text-sm">
              <span className="font-semibold text-ink">{EVENT_LABELS[event.type] ?? event.type}</span>
              {event.value && <span className="text-ink">{event.type === 'time_on_site' ? `${event.value} s` : event.value}</span>}
              {event.pagePath && <span className="text-ink-muted">{event.pagePath}</span>}
              {event.utmCampaign && <span className="text-ink-muted">campaign {event.utmCampaign}</span>}
              <time dateTime={event.occurredAt} className="text-ink-muted">
                {formatDateTime(event.occurredAt)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </AdminPage>
  );
}
