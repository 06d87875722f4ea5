import type { Verification } from './contracts/learning';
import { SITE_NAME } from './site';

/** What `/verify/{id}` found: a certificate (valid or revoked), none with that id, or one whose holder deleted their account. */
export type VerificationPageState = { kind: 'found'; verification: Verification } | { kind: 'not-found' } | { kind: 'removed' };

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The title and description of the verification page, in the HTML the server sends (crawlers and
 * link previews run no JavaScript) and in the browser's tab: the same words in both. Holder-safe:
 * the holder's display name and the module, never an e-mail; a revocation's reason stays on the page.
 */
export function verificationPageText(state: VerificationPageState): { title: string; description: string } {
  if (state.kind === 'not-found') return { title: `Certificate not found · ${SITE_NAME}`, description: `No ${SITE_NAME} certificate has this id.` };
  if (state.kind === 'removed')
    return {
      title: `Certificate removed · ${SITE_NAME}`,
      description: `This ${SITE_NAME} certificate existed, but its holder deleted their account, so its details are no longer kept.`,
    };
  const { status, certificate, revokedAt } = state.verification;
  const what = `${certificate.moduleTitle} (${certificate.hours} hours)`;
  if (status === 'revoked')
    return {
      title: `Revoked certificate: ${certificate.moduleTitle} · ${SITE_NAME}`,
      description: `${SITE_NAME} revoked this certificate of ${certificate.holderName} for ${what} on ${dateOf(revokedAt ?? certificate.issuedAt)}. It is no longer valid.`,
    };
  return {
    title: `${certificate.holderName}: ${certificate.moduleTitle} certificate · ${SITE_NAME}`,
    description: `Verified: ${certificate.holderName} earned the ${SITE_NAME} certificate ${what} on ${dateOf(certificate.issuedAt)}. Issued by ${certificate.issuer}, not revoked.`,
  };
}
