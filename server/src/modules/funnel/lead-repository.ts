import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { botHits, leadEvents, leads } from '../../db/schema/index';

export type LeadRow = typeof leads.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'optInCount' | 'updatedAt' | 'latestSource' | 'guideSentAt'>;
export type NewLeadEvent = Omit<typeof leadEvents.$inferInsert, 'id'>;

export type UpsertedLead = { id: string; email: string; created: boolean; guideDue: boolean };

/**
 * Inserts each lead, or (same e-mail) counts one more opt-in: first-touch fields keep their first
 * non-empty value, the latest source follows. `guideDue` says whether the guide e-mail should go out
 * now (a new lead, or the last one went out more than `guideResendAfterMs` before its `createdAt`);
 * it is then marked sent. One statement for the whole batch (the opt-in committer's): the e-mails
 * must be distinct (one statement cannot update a row twice); rows come back in the order given.
 */
export async function upsertLeads(db: Executor, batch: NewLead[], guideResendAfterMs: number): Promise<UpsertedLead[]> {
  if (!batch.length) return [];
  const keep = (column: AnyPgColumn) => sql`coalesce(${column}, excluded.${sql.identifier(column.name)})`;
  const rows = await db
    .insert(leads)
    .values(batch.map((lead) => ({ ...lead, latestSource: lead.firstSource, optInCount: 1, updatedAt: lead.createdAt, guideSentAt: lead.createdAt })))
    .onConflictDoUpdate({
      target: leads.email,
      set: {
        latestSource: sql`excluded.latest_source`,
        optInCount: sql`${leads.optInCount} + 1`,
        updatedAt: sql`excluded.updated_at`,
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
        guideSentAt: sql`case when ${leads.guideSentAt} is null or ${leads.guideSentAt} < excluded.guide_sent_at - ${guideResendAfterMs} * interval '1 millisecond' then excluded.guide_sent_at else ${leads.guideSentAt} end`,
      },
    })
    .returning({ id: leads.id, email: leads.email, created: sql<boolean>`(xmax = 0)`, guideSentAt: leads.guideSentAt });
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return batch.map((lead) => {
    const row = byEmail.get(lead.email);
    if (!row) throw new Error('upsert returned no row');
    return { id: row.id, email: row.email, created: row.created, guideDue: row.guideSentAt?.getTime() === lead.createdAt.getTime() };
  });
}

export async function insertLeadEvent(db: Executor, event: NewLeadEvent): Promise<void> {
  await insertLeadEvents(db, [event]);
}

export async function insertLeadEvents(db: Executor, events: NewLeadEvent[]): Promise<void> {
  if (events.length) await db.insert(leadEvents).values(events);
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
