import { LEARNING_MESSAGES, type TeamLearner } from '@common/contracts/learning';
import { AppError } from '../../http/app-error';
import { listActiveTeamMembers } from '../billing/service';
import { getCertificatePdf, listCertificates } from './certificate-service';
import type { LearningDeps } from './learning-deps';
import { listModules } from './progress';

/**
 * "Team certificates" (Business plan, ADR 048): a team's owner sees each active member's progress
 * in the seven modules and their certificates, and downloads a member's certificate PDF. A user
 * who is not the owner's active member is NOT_FOUND, as is anything asked by someone who owns no
 * team with seats: nobody learns who is on whose team.
 */
type TeamLearningDeps = Pick<LearningDeps, 'db' | 'config' | 'content' | 'now'>;

async function learnerSummary(deps: TeamLearningDeps, member: { userId: string; name: string; email: string }): Promise<TeamLearner> {
  const modules = await listModules(deps, member.userId);
  return {
    ...member,
    modules: modules.map(({ id, number, title, status, progressPercent, completed, lessonsRead, lessonCount, tasksDone, taskCount, quizPassed }) => ({
      id,
      number,
      title,
      status,
      progressPercent,
      completed,
      lessonsRead,
      lessonCount,
      tasksDone,
      taskCount,
      quizPassed,
    })),
    certificates: await listCertificates(deps, member.userId),
  };
}

export async function listTeamLearners(deps: TeamLearningDeps, ownerUserId: string): Promise<TeamLearner[]> {
  const members = await listActiveTeamMembers({ db: deps.db, now: deps.now }, ownerUserId);
  const learners: TeamLearner[] = [];
  // one member after the other: a team is at most a few dozen people, and the pool is shared
  for (const member of members) learners.push(await learnerSummary(deps, member));
  return learners;
}

async function teamMember(deps: TeamLearningDeps, ownerUserId: string, userId: string) {
  let members: Awaited<ReturnType<typeof listActiveTeamMembers>> = [];
  try {
    members = await listActiveTeamMembers({ db: deps.db, now: deps.now }, ownerUserId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const member = members.find((m) => m.userId === userId);
  if (!member) throw new AppError('NOT_FOUND', 'No member of your team has this id.');
  return member;
}

export async function getTeamLearner(deps: TeamLearningDeps, ownerUserId: string, userId: string): Promise<TeamLearner> {
  return learnerSummary(deps, await teamMember(deps, ownerUserId, userId));
}

export async function getTeamMemberCertificatePdf(deps: TeamLearningDeps, ownerUserId: string, userId: string, certificateId: string) {
  await teamMember(deps, ownerUserId, userId);
  try {
    return await getCertificatePdf(deps, userId, certificateId);
  } catch (error) {
    // a removed certificate's 410 would say the id once existed: the owner asked about their member's, so 404 is the same answer
    if (error instanceof AppError && error.code === 'CERTIFICATE_REMOVED') throw new AppError('NOT_FOUND', LEARNING_MESSAGES.certificateNotFound);
    throw error;
  }
}
