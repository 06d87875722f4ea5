import type { TeamLearner } from '@common/contracts/learning';
import { Link } from 'wouter';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { TEAM_CERTIFICATES_COPY as C, LEARNING_COPY } from '@/content/learning-copy';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { teamCertificatePdfUrl, useTeamLearners } from '../api/team-learners';

function Member({ member }: { member: TeamLearner }) {
  const headingId = `team-member-${member.userId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-card border border-border bg-surface p-5" data-testid="team-member">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {member.name} <span className="text-sm font-normal break-all text-ink-muted">{member.email}</span>
      </h3>
      <div className="mt-3 overflow-x-auto">
        <Table className="min-w-72">
          <TableCaption>{C.modulesCaption(member.name)}</TableCaption>
          <TableHead className="font-semibold">
            <tr>
              <TableHeaderCell className="py-1">{C.module}</TableHeaderCell>
              <TableHeaderCell className="py-1 pr-0">{C.progress}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {member.modules.map((module) => (
              <TableRow key={module.id}>
                <TableHeaderCell scope="row" className="py-1.5 text-ink">
                  {module.title}
                </TableHeaderCell>
                <TableCell className="py-1.5 pr-0 text-ink">{module.completed ? C.done : `${module.progressPercent}%`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <h4 className="mt-4 font-semibold text-ink">{C.certificatesHeading}</h4>
      {member.certificates.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{C.noCertificates}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {member.certificates.map((certificate) => (
            <li key={certificate.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="text-ink">
                {certificate.moduleTitle} · {formatDate(certificate.issuedAt)}
                {certificate.revokedAt ? <span className="font-semibold text-danger"> · {C.revoked}</span> : null}
              </span>
              <a className="font-semibold text-primary-strong underline" href={teamCertificatePdfUrl(member.userId, certificate.id)} download>
                {C.downloadPdf(certificate.moduleTitle)}
              </a>
              <Link className="text-primary-strong underline" href={`/verify/${certificate.id}`}>
                {certificate.id.slice(0, 8)}…
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A Business (or larger) owner's view of the team's learning. Anyone else's request is refused
 * (403), and then the section is not shown at all.
 */
export function TeamCertificates() {
  const team = useTeamLearners();
  if (team.isError && isApiError(team.error) && (team.error.status === 403 || team.error.status === 401)) return null;
  return (
    <section aria-labelledby="team-learning" className="mt-10">
      <h2 id="team-learning" className="text-xl font-bold text-ink">
        {C.heading}
      </h2>
      <p className="mt-1 mb-4 text-ink-muted">{C.intro}</p>
      {team.isPending ? (
        <LoadingBlocks label={C.loading} count={1} blockClassName="h-40" />
      ) : team.isError ? (
        <LoadError message={C.loadError} detail={team.error.message} retryLabel={LEARNING_COPY.retry} onRetry={() => void team.refetch()} />
      ) : team.data.members.length === 0 ? (
        <p className="text-ink-muted">
          {C.empty}{' '}
          <Link className="font-semibold text-primary-strong underline" href="/subscription">
            {C.toSubscription}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {team.data.members.map((member) => (
            <Member key={member.userId} member={member} />
          ))}
        </ul>
      )}
    </section>
  );
}
