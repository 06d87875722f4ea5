import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { botHits, leadEvents, leads } from '../../db/schema/index';

export type LeadRow = typeof leads.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'optInCount' | 'updatedAt' | 'latestSource' | 'guideSentAt'>;
export type NewLeadEvent = Omit<typeof leadEvents.$inferInsert, 'id'>;

/**
 * Inserts the lead, or (same e-mail) counts one more opt-in: first-touch fields keep their first
 * non-empty value, the latest source follows. `guideDue` says whether the guide e-mail should go out
 * now (a new lead, or the last one went out before `guideAgainBefore`); it is then marked sent.
 */
export async function upsertLead(db: Executor, lead: NewLead, guideAgainBefore: Date): Promise<{ id: string; created: boolean; guideDue: boolean }> {
  const now = lead.createdAt;
  const keep = (column: AnyPgColumn) => sql`coalesce(${column}, excluded.${sql.identifier(column.name)})`;
  const [row] = await db
    .insert(leads)
    .values({ ...lead, latestSource: lead.firstSource, optInCount: 1, updatedAt: now, guideSentAt: now })
    .onConflictDoUpdate({
      target: leads.email,
      set: {
        latestSource: sql`excluded.latest_source`,
        optInCount: sql`${leads.optInCount} + 1`,
        updatedAt: now,
        name: sql`coalesce(excluded.name, ${leads.name})`,
        leadMagnet: keep(leads.leadMagnet),
        headlineVariant: keep(leads.headlineVariant),
        utmSource: keep(leads.utmSource),
        utmMedium: keep(leads.utmMedium),
        utmCampaign: keep(leads.utmCampaign),
        utmContent: keep(leads.utmContent),
        utmTerm: keep(leads.utmTerm),
        landingPage: keep(leads.landingPage),
        referrer: keep(leads.referrer),
        firstVisitAt: keep(leads.firstVisitAt),
        campaignParams: sql`case when ${leads.campaignParams} = '{}'::jsonb then excluded.campaign_params else ${leads.campaignParams} end`,
        guideSentAt: sql`case when ${leads.guideSentAt} is null or ${leads.guideSentAt} < ${guideAgainBefore.toISOString()}::timestamptz then excluded.guide_sent_at else ${leads.guideSentAt} end`,
      },
    })
    .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)`, guideSentAt: leads.guideSentAt });
  if (!row) throw new Error('upsert returned no row');
  return { id: row.id, created: row.created, guideDue: row.guideSentAt?.getTime() === now.getTime() };
}

export async function insertLeadEvent(db: Executor, event: NewLeadEvent): Promise<void> {
  await db.insert(leadEvents).values(event);
}

export async function findLeadIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email)).limit(1);
  return row?.id;
}

export async function countBotHit(db: Executor, key: { day: string; route: string }): Promise<void> {
  await db
    .insert(botHits)
    .values({ ...key, hits: 1 })
    .onConflictDoUpdate({ target: [botHits.day, botHits.route], set: { hits: sql`${botHits.hits} + 1` } });
}
