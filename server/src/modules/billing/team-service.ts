import { escapeHtml } from '@common/escape-html';
import type { Team } from '@common/contracts/billing';
import { PLANS } from '@common/catalog/plans';
import { AppError } from '../../http/app-error';
import { hashSecretToken, newSecretToken } from '../auth/service';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import type { Queue } from '../../jobs/queue';
import { getEntitlements } from './entitlements';
import { isEntitled } from './periods';
import {
  ensureTeam,
  findLiveSubscription,
  findMember,
  findMemberByToken,
  findMembership,
  findTeamOfOwner,
  insertMember,
  listMembers,
  lockTeam,
  setUsersPlan,
  updateMember,
} from './repository';
import type { BillingDeps } from './deps';
import { syncTeamPlans } from './subscription-sync';

export type TeamDeps = BillingDeps & { queue: Queue };

/**
 * Seats are the members a plan lets its owner invite (the owner is not counted): Business 5,
 * Enterprise unlimited. A one-seat plan (Pro) is the owner alone, so inviting needs Business.
 */
async function ownerSeats(deps: Pick<BillingDeps, 'db' | 'now'>, ownerUserId: string): Promise<number | 'unlimited'> {
  if (await findMembership(deps.db, ownerUserId)) throw new AppError('FORBIDDEN', "Only the team's owner manages its members.");
  const { seats } = await getEntitlements({ db: deps.db, userId: ownerUserId, now: deps.now() });
  if (seats === 1)
    throw new AppError('UPGRADE_REQUIRED', `Inviting team members needs the ${PLANS.business.names.pricing} plan or higher.`, { plan: 'business' });
  return seats;
}

export async function getTeam(deps: BillingDeps, ownerUserId: string): Promise<Team> {
  const seats = await ownerSeats(deps, ownerUserId);
  const teamId = await findTeamOfOwner(deps.db, ownerUserId);
  const members = teamId ? await listMembers(deps.db, teamId) : [];
  return {
    seats,
    used: members.length,
    members: members.map((m) => ({ id: m.id, email: m.email, name: m.name, status: m.status, invitedAt: m.invitedAt.toISOString() })),
  };
}

/**
 * The team's members who accepted (they have an account), for the owner's view of their learning
 * ("team certificates", ADR 048). Only an owner whose plan has seats asks; anyone else is refused
 * like `getTeam`.
 */
export async function listActiveTeamMembers(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  ownerUserId: string,
): Promise<{ userId: string; name: string; email: string }[]> {
  await ownerSeats(deps, ownerUserId);
  const teamId = await findTeamOfOwner(deps.db, ownerUserId);
  const members = teamId ? await listMembers(deps.db, teamId) : [];
  return members.flatMap((m) => (m.status === 'active' && m.userId ? [{ userId: m.userId, name: m.name ?? m.email, email: m.email }] : []));
}

/** Invites by e-mail (a link through the mail port); refused beyond the plan's seats. */
export async function inviteMember(deps: TeamDeps, owner: { id: string; email: string; name: string }, email: string): Promise<Team> {
  const seats = await ownerSeats(deps, owner.id);
  if (email.toLowerCase() === owner.email.toLowerCase()) throw new AppError('BAD_REQUEST', 'You are already on your team.');
  const token = newSecretToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const teamId = await ensureTeam(tx, owner.id, now);
    await lockTeam(tx, teamId);
    const taken = (await listMembers(tx, teamId)).length;
    if (seats !== 'unlimited' && taken >= seats) {
      throw new AppError('CONFLICT', `All ${seats} seats of your plan are taken. Remove a member to invite someone else.`, { seats });
    }
    const row = await insertMember(tx, { teamId, email: email.toLowerCase(), status: 'pending', inviteTokenHash: hashSecretToken(token), invitedAt: now });
    if (!row) throw new AppError('CONFLICT', 'This address is already invited.');
  });
  const link = `${deps.config.publicOrigin}/subscription?invite=${encodeURIComponent(token)}`;
  const text = `${owner.name} invited you to their Reelwright team. Sign in with ${email} and open this link to join:\n\n${link}\n`;
  await deps.queue.send(sendMailJob, {
    to: email,
    subject: `${owner.name} invited you to Reelwright`,
    link,
    text,
    html: `<p>${escapeHtml(text.split('\n')[0]!)}</p><p><a href="${escapeHtml(link)}">Join the team</a></p>`,
  });
  return getTeam(deps, owner.id);
}

/** The invited address signs in and accepts: the member now spends from the team's pool. */
export async function acceptInvite(deps: BillingDeps, user: { id: string; email: string }, token: string): Promise<void> {
  const member = await findMemberByToken(deps.db, hashSecretToken(token));
  if (!member || member.status === 'removed') throw new AppError('NOT_FOUND', 'This invitation is no longer valid.');
  if (member.status === 'active') return;
  if (member.email.toLowerCase() !== user.email.toLowerCase()) throw new AppError('FORBIDDEN', 'This invitation is for another e-mail address.');
  const now = deps.now();
  const ownTeam = await findTeamOfOwner(deps.db, user.id);
  const ownSub = ownTeam ? await findLiveSubscription(deps.db, ownTeam) : undefined;
  if (ownSub && isEntitled(ownSub, now)) throw new AppError('CONFLICT', 'Cancel your own subscription before joining a team.');
  if (await findMembership(deps.db, user.id)) throw new AppError('CONFLICT', 'You are already on a team.');
  await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { status: 'active', userId: user.id, acceptedAt: now });
    const sub = await findLiveSubscription(tx, member.teamId);
    if (sub) await syncTeamPlans(tx, sub, now);
  });
}

/** A removed member loses the team's plan and pool at once. */
export async function removeMember(deps: BillingDeps, ownerUserId: string, memberId: string): Promise<Team> {
  await ownerSeats(deps, ownerUserId);
  const teamId = await findTeamOfOwner(deps.db, ownerUserId);
  const member = teamId ? await findMember(deps.db, teamId, memberId) : undefined;
  if (!member || member.status === 'removed') throw new AppError('NOT_FOUND', 'Member not found.');
  await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { status: 'removed', removedAt: deps.now() });
    if (member.userId) await setUsersPlan(tx, [member.userId], 'free');
  });
  return getTeam(deps, ownerUserId);
}
