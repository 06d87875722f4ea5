import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { checkouts, invoices, paymentEvents, subscriptions, teamMembers, teams, users } from '../../db/schema/index';

// Rows only: the rules are in the topic files (checkout, subscription-sync, entitlements, ...).

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;

/** The owner's team, made the first time. */
export async function ensureTeam(tx: Transaction, ownerUserId: string, now: Date): Promise<string> {
  await tx.insert(teams).values({ ownerUserId, createdAt: now }).onConflictDoNothing();
  const [row] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.ownerUserId, ownerUserId));
  return row!.id;
}

export async function findTeamOfOwner(db: Executor, ownerUserId: string): Promise<string | null> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerUserId, ownerUserId));
  return row?.id ?? null;
}

/** The team a user is an active member of (not as its owner). */
export async function findMembership(db: Executor, userId: string): Promise<{ teamId: string; ownerUserId: string } | null> {
  const [row] = await db
    .select({ teamId: teams.id, ownerUserId: teams.ownerUserId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return row ?? null;
}

export async function findLiveSubscription(db: Executor, teamId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.teamId, teamId), isNull(subscriptions.endedAt)));
  return row;
}

export async function lockSubscription(tx: Transaction, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function findSubscriptionByProviderId(db: Executor, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

export async function insertSubscription(tx: Transaction, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(tx: Transaction, id: string, patch: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow> {
  const [row] = await tx.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** Live subscriptions with something due at `now`: a period end, a monthly grant, or the end of a grace period. */
export async function listDueSubscriptionIds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.endedAt),
        or(lte(subscriptions.currentPeriodEnd, now), lte(subscriptions.nextCreditGrantAt, now), lte(subscriptions.graceUntil, now)),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertCheckout(db: Executor, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  return row!;
}

export async function findCheckout(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<CheckoutRow | undefined> {
  const query = db.select().from(checkouts).where(eq(checkouts.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateCheckout(db: Executor, id: string, patch: Partial<typeof checkouts.$inferInsert>): Promise<CheckoutRow> {
  const [row] = await db.update(checkouts).set(patch).where(eq(checkouts.id, id)).returning();
  return row!;
}

export async function findLastSucceededCheckout(db: Executor, userId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'succeeded')))
    .orderBy(desc(checkouts.completedAt))
    .limit(1);
  return row;
}

/** Returns the row only when it is new: a period is invoiced once. */
export async function insertInvoice(tx: Transaction, values: typeof invoices.$inferInsert): Promise<InvoiceRow | undefined> {
  const [row] = await tx.insert(invoices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findInvoiceWithSubscription(db: Executor, invoiceId: string): Promise<{ invoice: InvoiceRow; sub: SubscriptionRow } | undefined> {
  const [row] = await db
    .select({ invoice: invoices, sub: subscriptions })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.id, invoiceId));
  return row;
}

export async function listInvoices(db: Executor, userId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.periodStart), desc(invoices.createdAt)).limit(50);
}

/** False when the event was already recorded (a replay): the caller then does nothing. */
export async function recordPaymentEvent(tx: Transaction, values: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.providerEventId });
  return rows.length === 1;
}

export async function setUsersPlan(tx: Transaction, userIds: string[], plan: (typeof users.$inferSelect)['plan']): Promise<void> {
  if (userIds.length) await tx.update(users).set({ plan }).where(inArray(users.id, userIds));
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function listMembers(db: Executor, teamId: string): Promise<(MemberRow & { name: string | null })[]> {
  const rows = await db
    .select({ member: teamMembers, name: users.name })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), sql`${teamMembers.status} <> 'removed'`))
    .orderBy(teamMembers.invitedAt);
  return rows.map((row) => ({ ...row.member, name: row.name }));
}

/** Locks the team's row, so two invitations cannot both take the last seat. */
export async function lockTeam(tx: Transaction, teamId: string): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

export async function insertMember(tx: Transaction, values: typeof teamMembers.$inferInsert): Promise<MemberRow | undefined> {
  const [row] = await tx.insert(teamMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findMemberByToken(db: Executor, tokenHash: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.inviteTokenHash, tokenHash));
  return row;
}

export async function findMember(db: Executor, teamId: string, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId)));
  return row;
}

export async function updateMember(tx: Transaction, id: string, patch: Partial<typeof teamMembers.$inferInsert>): Promise<void> {
  await tx.update(teamMembers).set(patch).where(eq(teamMembers.id, id));
}

export async function listActiveMemberUserIds(db: Executor, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active')));
  return rows.map((row) => row.userId!).filter(Boolean);
}

export async function listAllSubscriptions(db: Executor) {
  return db
    .select({
      id: subscriptions.id,
      ownerEmail: users.email,
      plan: subscriptions.plan,
      period: subscriptions.period,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      teamSize: sql<number>`1 + (select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${subscriptions.teamId} and ${teamMembers.status} = 'active')`,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(isNull(subscriptions.endedAt))
    .orderBy(desc(subscriptions.createdAt))
    .limit(200);
}
