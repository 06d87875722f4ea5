import { revokeRequestSchema, type AdminCertificate } from '@common/contracts/learning';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { ADMIN_CERTIFICATES_COPY as COPY } from '@/content/learning-copy';
import { formatDate } from '@/lib/format-date';
import { useAdminCertificates } from '../api/admin-certificates';
import { useChangeCertificateStatus, type CertificateStatusAction } from '../api/change-certificate-status';

const ACTION_COPY = {
  revoke: { label: COPY.reasonLabel, confirm: COPY.confirm, variant: 'danger' },
  reinstate: { label: COPY.reinstateReasonLabel, confirm: COPY.confirmReinstate, variant: 'primary' },
} as const;

/** The reason an admin gives for revoking a certificate or undoing a revocation (both are audit rows). */
function StatusChangeForm({ certificate, action, onDone }: { certificate: AdminCertificate; action: CertificateStatusAction; onDone(): void }) {
  const form = useZodForm(revokeRequestSchema, { defaultValues: { reason: '' } });
  const change = useChangeCertificateStatus();
  const id = `${action}-${certificate.id}`;
  const copy = ACTION_COPY[action];
  return (
    <Form
      form={form}
      className="mt-2 flex flex-col gap-2"
      onSubmit={(values) => change.mutateAsync({ id: certificate.id, action, ...values }, { onSuccess: onDone })}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {copy.label(certificate.holderName)}
      </label>
      <textarea
        id={id}
        required
        minLength={3}
        maxLength={500}
        {...form.register('reason')}
        className="rounded-control border border-border-strong p-2 text-sm"
        rows={2}
        autoFocus
      />
      {change.isError ? (
        <p role="alert" className="text-sm text-danger">
          {change.error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant={copy.variant} disabled={change.isPending}>
          {copy.confirm}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {COPY.cancel}
        </Button>
      </div>
    </Form>
  );
}

/** /admin/certificates: every certificate; revoking one, or undoing a revocation, with a reason. */
export default function AdminCertificatesPage() {
  const certificates = useAdminCertificates();
  const [changing, setChanging] = useState<{ id: string; action: CertificateStatusAction } | null>(null);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <title>{`${COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{COPY.title}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{COPY.intro}</p>
      {certificates.isPending ? (
        <LoadingBlocks label={COPY.loading} count={3} className="flex flex-col gap-2" blockClassName="h-16" />
      ) : certificates.isError ? (
        <LoadError message={COPY.loadError} detail={certificates.error.message} retryLabel={COPY.retry} onRetry={() => void certificates.refetch()} />
      ) : certificates.data.certificates.length === 0 ? (
        <p className="text-ink-muted">{COPY.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {certificates.data.certificates.map((c) => (
            <li key={c.id} className="rounded-card border border-border bg-surface p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold text-ink">
                    {c.holderName} <span className="font-normal text-ink-muted">({c.holderEmail})</span>
                  </p>
                  <p className="text-sm text-ink-muted">
                    {c.moduleTitle} · {formatDate(c.issuedAt)} ·{' '}
                    <a className="text-primary-strong underline" href={`/verify/${c.id}`}>
                      {c.id}
                    </a>
                  </p>
                  <p className={`text-sm font-semibold ${c.revokedAt ? 'text-danger' : 'text-success'}`}>
                    {c.revokedAt ? `${COPY.revokedOn(formatDate(c.revokedAt))}: ${c.revokedReason ?? ''}` : COPY.valid}
                  </p>
                </div>
                {changing?.id === c.id ? null : c.revokedAt ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setChanging({ id: c.id, action: 'reinstate' })}
                    aria-label={`${COPY.reinstate}: ${c.holderName}, ${c.moduleTitle}`}
                  >
                    {COPY.reinstate}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setChanging({ id: c.id, action: 'revoke' })}
                    aria-label={`${COPY.revoke}: ${c.holderName}, ${c.moduleTitle}`}
                  >
                    {COPY.revoke}
                  </Button>
                )}
              </div>
              {changing?.id === c.id ? <StatusChangeForm certificate={c} action={changing.action} onDone={() => setChanging(null)} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
