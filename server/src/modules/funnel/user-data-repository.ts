import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { analyticsEvents, leadEvents, leads } from '../../db/schema/index';

export async function listLeadsWithEvents(db: Executor, email: string) {
  const rows = await db.select().from(leads).where(eq(leads.email, email.toLowerCase()));
  return Promise.all(rows.map(async (lead) => ({ ...lead, events: await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)) })));
}

export function listAnalyticsEventsOfUser(db: Executor, userId: string) {
  return db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId));
}

/** The lead kept under the address (its events go with it) and the analytics events signed with the user's id. */
export async function deleteFunnelRowsOfUser(db: Executor, userId: string, email: string): Promise<void> {
  await db.delete(leads).where(eq(leads.email, email.toLowerCase()));
  await db.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
}
