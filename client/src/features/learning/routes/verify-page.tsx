import { verificationPageText } from '@common/verification-page';
import { useParams } from 'wouter';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { VERIFY_COPY } from '@/content/learning-copy';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useVerification } from '../api/get-verification';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-36 shrink-0 text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="text-ink break-all">{value}</dd>
    </div>
  );
}

/** The tab's title: the words the server put in the HTML (common/verification-page.ts) once the answer is in, the page's name before. */
function verificationTitle(verification: ReturnType<typeof useVerification>): string {
  if (verification.data) return verificationPageText({ kind: 'found', verification: verification.data }).title;
  const status = isApiError(verification.error) ? verification.error.status : undefined;
  if (status === 404 || status === 410) return verificationPageText({ kind: status === 404 ? 'not-found' : 'removed' }).title;
  return `${VERIFY_COPY.title} · ${BRAND.name}`;
}

function Verification({ id }: { id: string }) {
  const verification = useVerification(id);
  return (
    <>
      <title>{verificationTitle(verification)}</title>
      <VerificationState verification={verification} />
    </>
  );
}

function VerificationState({ verification }: { verification: ReturnType<typeof useVerification> }) {
  if (verification.isPending) return <LoadingBlocks label={VERIFY_COPY.loading} count={1} blockClassName="h-64" />;
  if (verification.isError) {
    const status = isApiError(verification.error) ? verification.error.status : undefined;
    // 410: the holder deleted their account (the id was real); 404: no certificate ever had it
    if (status === 404 || status === 410) {
      const removed = status === 410;
      return (
        <div role="status" className="rounded-card border border-dashed border-border p-8 text-center">
          <h2 className="text-xl font-bold text-ink">{removed ? VERIFY_COPY.removedTitle : VERIFY_COPY.notFoundTitle}</h2>
          <p className="mt-2 text-ink-muted">{removed ? VERIFY_COPY.removedText : VERIFY_COPY.notFoundText}</p>
        </div>
      );
    }
    return <LoadError message={VERIFY_COPY.error} retryLabel={VERIFY_COPY.retry} onRetry={() => void verification.refetch()} />;
  }
  const { status, certificate, revokedAt, revokedReason, attestation, jwksUrl, credentialStatus } = verification.data;
  const valid = status === 'valid';
  return (
    <div className="flex flex-col gap-5">
      <div role="status" className={`rounded-card border p-5 ${valid ? 'border-success/30 bg-success-soft' : 'border-danger/30 bg-danger-soft'}`}>
        <p className={`text-2xl font-bold ${valid ? 'text-success' : 'text-danger'}`} data-testid="verification-state">
          {valid ? VERIFY_COPY.valid : VERIFY_COPY.revoked}
        </p>
        <p className="mt-1 text-ink">{valid ? VERIFY_COPY.validText : VERIFY_COPY.revokedText(formatDate(revokedAt ?? ''), revokedReason ?? '')}</p>
      </div>
      <dl className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
        <Row label={VERIFY_COPY.holder} value={certificate.holderName} />
        <Row label={VERIFY_COPY.module} value={certificate.moduleTitle} />
        <Row label={VERIFY_COPY.hours} value={String(certificate.hours)} />
        <Row label={VERIFY_COPY.issued} value={formatDate(certificate.issuedAt)} />
        <Row label={VERIFY_COPY.issuer} value={certificate.issuer} />
        <Row label={VERIFY_COPY.id} value={certificate.id} />
      </dl>
      <p className="text-sm text-ink-muted">{attestation}</p>
      <p className="text-sm text-ink-muted">
        {VERIFY_COPY.machine}{' '}
        <a className="font-semibold text-primary-strong underline" href={`/api/public/certificates/${encodeURIComponent(certificate.id)}`}>
          {VERIFY_COPY.json}
        </a>
        {' · '}
        <a className="font-semibold text-primary-strong underline" href={jwksUrl}>
          {VERIFY_COPY.jwks}
        </a>
        {' · '}
        <a className="font-semibold text-primary-strong underline" href={credentialStatus.statusListCredential}>
          {VERIFY_COPY.statusList(credentialStatus.statusListIndex)}
        </a>
      </p>
    </div>
  );
}

/** /verify/{id}: public, no session. Valid or Revoked (with date and reason); anything else is "not found". */
export default function VerifyPage() {
  const { hash = '' } = useParams<{ hash: string }>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-headline font-bold text-ink">{VERIFY_COPY.title}</h1>
      <Verification id={hash} />
    </section>
  );
}
