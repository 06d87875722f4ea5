import type { PaymentProviderId } from '@common/contracts/billing';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import {
  anonymisedInvoices,
  billingAuditEvents,
  checkouts,
  creditPackPurchases,
  invoices,
  refunds,
  subscriptions,
  teamMembers,
  teams,
} from '../../db/schema/billing';

/** The user's billing rows: the team they own (seats as statuses, no one else's address), memberships, subscriptions, invoices, checkouts. */
export async function listBillingRowsOfUser(db: Executor, userId: string, email: string) {
  const [team] = await db.select().from(teams).where(eq(teams.ownerUserId, userId));
  const seats = team
    ? await db
        .select({ status: teamMembers.status, invitedAt: teamMembers.invitedAt, acceptedAt: teamMembers.acceptedAt })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, team.id))
    : [];
  const memberships = await db
    .select({
      teamId: teamMembers.teamId,
      email: teamMembers.email,
      status: teamMembers.status,
      invitedAt: teamMembers.invitedAt,
      acceptedAt: teamMembers.acceptedAt,
      removedAt: teamMembers.removedAt,
    })
    .from(teamMembers)
    .where(or(eq(teamMembers.userId, userId), sql`lower(${teamMembers.email}) = lower(${email})`));
  const subscriptionRows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const invoiceRows = await db.select().from(invoices).where(eq(invoices.userId, userId));
  const checkoutRows = await db.select().from(checkouts).where(eq(checkouts.userId, userId));
  const creditPackRows = await db.select().from(creditPackPurchases).where(eq(creditPackPurchases.userId, userId));
  const refundRows = await db.select().from(refunds).where(eq(refunds.userId, userId));
  const auditRows = await db
    .select({ action: billingAuditEvents.action, subjectId: billingAuditEvents.subjectId, detail: billingAuditEvents.detail, at: billingAuditEvents.at })
    .from(billingAuditEvents)
    .where(eq(billingAuditEvents.userId, userId));
  return {
    team: team ? { id: team.id, createdAt: team.createdAt, seats } : null,
    memberships,
    subscriptions: subscriptionRows,
    invoices: invoiceRows,
    checkouts: checkoutRows,
    creditPacks: creditPackRows,
    refunds: refundRows,
    auditTrail: auditRows,
  };
}

/** The provider's ids of the user's and their owned team's subscriptions that have not ended. */
export async function listLiveProviderSubscriptions(db: Executor, userId: string, provider: PaymentProviderId): Promise<string[]> {
  const owned = db.select({ id: teams.id }).from(teams).where(eq(teams.ownerUserId, userId));
  const rows = await db
    .selectDistinct({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        or(eq(subscriptions.userId, userId), inArray(subscriptions.teamId, owned)),
        eq(subscriptions.provider, provider),
        isNotNull(subscriptions.providerSubscriptionId),
        ne(subscriptions.status, 'canceled'),
      ),
    );
  return rows.map((row) => row.id!);
}

/**
 * In one transaction: copies the user's invoices to `anonymised_invoices` (once each), keeps each
 * paid credit pack as an anonymised `credit-pack.sold` audit row (once each) and anonymises the
 * refund audit trail (docs/decisions/058-deleted-accounts-keep-anonymised-billing-audit.md), then
 * deletes their refund requests, credit-pack purchases, invoices, checkouts and subscriptions, the team they own with its seats and invitations,
 * and their own seats and pending invitations (by id or address). Harmless to repeat.
 */
export async function deleteBillingRowsOfUser(db: Executor, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(invoices).where(eq(invoices.userId, userId));
    const subject = randomUUID();
    if (rows.length) {
      await tx
        .insert(anonymisedInvoices)
        .values(
          rows.map((r) => ({
            id: r.id,
            subject,
            plan: r.plan,
            period: r.period,
            amountCents: r.amountCents,
            status: r.status,
            periodStart: r.periodStart,
            periodEnd: r.periodEnd,
            providerInvoiceId: r.providerInvoiceId,
            issuedAt: r.createdAt,
          })),
        )
        .onConflictDoNothing();
    }
    await keepAnonymisedAudit(tx, userId);
    await tx.delete(refunds).where(eq(refunds.userId, userId));
    await tx.delete(creditPackPurchases).where(eq(creditPackPurchases.userId, userId));
    await tx.delete(invoices).where(eq(invoices.userId, userId));
    await tx.delete(checkouts).where(eq(checkouts.userId, userId));
    const owned = await tx.select({ id: teams.id }).from(teams).where(eq(teams.ownerUserId, userId));
    const teamIds = owned.map((t) => t.id);
    if (teamIds.length) {
      // the team's subscription ends with the account: its members lose the plan's access now
      await tx
        .delete(invoices)
        .where(inArray(invoices.subscriptionId, tx.select({ id: subscriptions.id }).from(subscriptions).where(inArray(subscriptions.teamId, teamIds))));
      await tx.delete(subscriptions).where(inArray(subscriptions.teamId, teamIds));
      await tx.delete(teamMembers).where(inArray(teamMembers.teamId, teamIds));
      await tx.delete(teams).where(inArray(teams.id, teamIds));
    }
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await tx.delete(teamMembers).where(or(eq(teamMembers.userId, userId), sql`lower(${teamMembers.email}) = lower(${email})`));
  });
}

/**
 * Bookkeeping keeps what was sold and refunded, not who (ADR 058): a paid credit pack becomes a
 * `credit-pack.sold` audit row (amount, credits, provider's session id, date; keyed by the purchase's
 * random id, so a rerun copies it once), and the user's refund audit rows lose the user, the user
 * as actor, and the customer's own words (a credit-back request's reason). An admin's id as actor
 * stays: it is the reviewer's, not the customer's.
 */
async function keepAnonymisedAudit(tx: Executor, userId: string): Promise<void> {
  const sold = await tx
    .select()
    .from(creditPackPurchases)
    .where(and(eq(creditPackPurchases.userId, userId), eq(creditPackPurchases.status, 'succeeded')));
  if (sold.length) {
    await tx
      .insert(billingAuditEvents)
      .values(
        sold.map((p) => ({
          action: 'credit-pack.sold',
          subjectId: p.id,
          userId: null,
          actorUserId: null,
          detail: { packId: p.packId, credits: p.credits, amountCents: p.amountCents, provider: p.provider, providerSessionId: p.providerSessionId },
          at: p.completedAt ?? p.createdAt,
        })),
      )
      .onConflictDoNothing();
  }
  await tx.update(billingAuditEvents).set({ actorUserId: null }).where(eq(billingAuditEvents.actorUserId, userId));
  await tx
    .update(billingAuditEvents)
    .set({ userId: null, detail: sql`${billingAuditEvents.detail} - 'reason'` })
    .where(eq(billingAuditEvents.userId, userId));
}
