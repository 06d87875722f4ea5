import { CERTIFICATE_ATTESTATION, type Certificate } from '@common/contracts/learning';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, EmptyStateLink, LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { CERTIFICATES_COPY, LEARNING_COPY } from '@/content/learning-copy';
import { formatDate } from '@/lib/format-date';
import { certificateCredentialUrl, certificatePdfUrl, useCertificates } from '../api/list-certificates';
import { LearnerOnly } from '../components/learner-only';
import { TeamCertificates } from '../components/team-certificates';

/** LinkedIn's "Add license or certification" form, prefilled with the certificate's fields. */
function linkedInUrl(certificate: Certificate): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.kind === 'program' ? certificate.moduleTitle : `${certificate.moduleTitle} (${BRAND.name} module certificate)`,
    organizationName: certificate.issuer,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verificationUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const headingId = `certificate-${certificate.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-card border border-border bg-surface p-5 shadow-card">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {certificate.moduleTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {certificate.holderName} · {CERTIFICATES_COPY.hours(certificate.hours)} · {CERTIFICATES_COPY.issued(formatDate(certificate.issuedAt))} ·{' '}
        {certificate.issuer}
      </p>
      {certificate.revokedAt ? (
        <p role="status" className="mt-2 text-sm font-semibold text-danger">
          {CERTIFICATES_COPY.revoked(formatDate(certificate.revokedAt), certificate.revokedReason ?? '')}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={certificatePdfUrl(certificate.id)} download className={buttonClasses({ size: 'sm' })}>
          {CERTIFICATES_COPY.downloadPdf}
        </a>
        <a href={certificateCredentialUrl(certificate.id)} download className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
          {CERTIFICATES_COPY.downloadCredential}
        </a>
        <a href={linkedInUrl(certificate)} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
          {CERTIFICATES_COPY.addToLinkedIn}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Link href={`/verify/${certificate.id}`} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
          {CERTIFICATES_COPY.verify}
        </Link>
      </div>
    </li>
  );
}

function CertificateList() {
  const certificates = useCertificates();
  if (certificates.isPending) return <LoadingBlocks label={CERTIFICATES_COPY.loading} count={2} className="flex flex-col gap-4" blockClassName="h-36" />;
  if (certificates.isError)
    return (
      <LoadError
        message={CERTIFICATES_COPY.loadError}
        detail={certificates.error.message}
        retryLabel={LEARNING_COPY.retry}
        onRetry={() => void certificates.refetch()}
      />
    );
  const list = certificates.data.certificates;
  if (list.length === 0)
    return (
      <EmptyState
        title={CERTIFICATES_COPY.empty}
        text={CERTIFICATES_COPY.emptyText}
        action={<EmptyStateLink href="/learning">{CERTIFICATES_COPY.toLearning}</EmptyStateLink>}
      />
    );
  return (
    <ul className="flex flex-col gap-4">
      {list.map((certificate) => (
        <CertificateCard key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  );
}

/** /certificates: the learner's certificates with PDF, Open Badges credential, LinkedIn and verification. */
export default function CertificatesPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <title>{`${CERTIFICATES_COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{CERTIFICATES_COPY.title}</h1>
      <p className="mt-2 text-ink-muted">{CERTIFICATES_COPY.intro}</p>
      <div className="mt-3 mb-6 rounded-card bg-surface-muted p-4 text-sm text-ink-muted">
        <h2 className="font-semibold text-ink">{CERTIFICATES_COPY.attestationHeading}</h2>
        <p className="mt-1">{CERTIFICATE_ATTESTATION}</p>
      </div>
      <LearnerOnly signedOutText={CERTIFICATES_COPY.signedOut} signInLabel={CERTIFICATES_COPY.signIn}>
        <CertificateList />
        <TeamCertificates />
      </LearnerOnly>
    </section>
  );
}
