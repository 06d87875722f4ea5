import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teamMembers, teams } from '../../db/schema/index';

/**
 * Whose balance a user's moves go to: the owner of the team they are an active member of, else
 * their own (docs/decisions/018-billing.md, "Team pools").
 */
export async function findPoolOwner(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ ownerUserId: teams.ownerUserId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return row?.ownerUserId ?? userId;
}
