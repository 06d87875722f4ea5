import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { botHits, leadEvents, leads } from '../../db/schema/index';

export type LeadRow = typeof leads.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'optInCount' | 'updatedAt' | 'latestSource' | 'guideSentAt'>;
export type NewLeadEvent = Omit<typeof leadEvents.$inferInsert, 'id'>;

export type UpsertedLead = { id: string; email: string; created: boolean; guideDue: boolean };
/** A lead's opt-in event, written with it (`occurredAt` is the lead's `createdAt`). */
export type CaptureEvent = Pick<NewLeadEvent, 'type' | 'value' | 'pagePath' | 'utmSource' | 'utmMedium' | 'utmCampaign'>;

/**
 * Inserts each lead, or (same e-mail) counts one more opt-in: first-touch fields keep their first
 * non-empty value, the latest source follows; and writes each one's event. `guideDue` says whether
 * the guide e-mail should go out now (a new lead, or the last one went out more than
 * `guideResendAfterMs` before its `createdAt`); it is then marked sent.
 *
 * One statement for the whole batch (the opt-in committer's, docs/decisions/031): the rows travel
 * as one JSON parameter, so building it costs the same for 1 lead or 200 (a query builder's
 * multi-row insert cost more CPU than everything else on the opt-in path). The e-mails must be
 * distinct (one statement cannot update a row twice); rows are locked in e-mail order, and come
 * back in the order given.
 */
export async function upsertLeadsWithEvents(
  db: Executor,
  batch: { lead: NewLead; event: CaptureEvent }[],
  guideResendAfterMs: number,
): Promise<UpsertedLead[]> {
  if (!batch.length) return [];
  const input = JSON.stringify(
    batch.map(({ lead, event }) => ({
      email: lead.email,
      name: lead.name ?? null,
      first_source: lead.firstSource,
      lead_magnet: lead.leadMagnet ?? null,
      headline_variant: lead.headlineVariant ?? null,
      utm_source: lead.utmSource ?? null,
      utm_medium: lead.utmMedium ?? null,
      utm_campaign: lead.utmCampaign ?? null,
      utm_content: lead.utmContent ?? null,
      utm_term: lead.utmTerm ?? null,
      campaign_params: lead.campaignParams ?? {},
      landing_page: lead.landingPage ?? null,
      referrer: lead.referrer ?? null,
      first_visit_at: lead.firstVisitAt ?? null,
      created_at: lead.createdAt,
      event_type: event.type,
      event_value: event.value ?? null,
      event_page_path: event.pagePath ?? null,
      event_utm_source: event.utmSource ?? null,
      event_utm_medium: event.utmMedium ?? null,
      event_utm_campaign: event.utmCampaign ?? null,
    })),
  );
  const result = await db.execute<{ id: string; email: string; created: boolean; guide_due: boolean }>(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(
        email text, name text, first_source text, lead_magnet text, headline_variant text, utm_source text, utm_medium text,
        utm_campaign text, utm_content text, utm_term text, campaign_params jsonb, landing_page text, referrer text,
        first_visit_at timestamptz, created_at timestamptz, event_type text, event_value text, event_page_path text,
        event_utm_source text, event_utm_medium text, event_utm_campaign text)
    ),
    upserted as (
      insert into leads as l (email, name, first_source, latest_source, lead_magnet, headline_variant, utm_source, utm_medium,
        utm_campaign, utm_content, utm_term, campaign_params, landing_page, referrer, first_visit_at, opt_in_count, created_at,
        updated_at, guide_sent_at)
      select email, name, first_source, first_source, lead_magnet, headline_variant, utm_source, utm_medium, utm_campaign,
        utm_content, utm_term, campaign_params, landing_page, referrer, first_visit_at, 1, created_at, created_at, created_at
      from input order by email
      on conflict (email) do update set
        latest_source = excluded.latest_source,
        opt_in_count = l.opt_in_count + 1,
        updated_at = excluded.updated_at,
        name = coalesce(excluded.name, l.name),
        lead_magnet = coalesce(l.lead_magnet, excluded.lead_magnet),
        headline_variant = coalesce(l.headline_variant, excluded.headline_variant),
        utm_source = coalesce(l.utm_source, excluded.utm_source),
        utm_medium = coalesce(l.utm_medium, excluded.utm_medium),
        utm_campaign = coalesce(l.utm_campaign, excluded.utm_campaign),
        utm_content = coalesce(l.utm_content, excluded.utm_content),
        utm_term = coalesce(l.utm_term, excluded.utm_term),
        landing_page = coalesce(l.landing_page, excluded.landing_page),
        referrer = coalesce(l.referrer, excluded.referrer),
        first_visit_at = coalesce(l.first_visit_at, excluded.first_visit_at),
        campaign_params = case when l.campaign_params = '{}'::jsonb then excluded.campaign_params else l.campaign_params end,
        guide_sent_at = case when l.guide_sent_at is null or l.guide_sent_at < excluded.guide_sent_at - ${guideResendAfterMs}::int * interval '1 millisecond'
          then excluded.guide_sent_at else l.guide_sent_at end
      returning l.id, l.email, (l.xmax = 0) as created, l.guide_sent_at
    ),
    events as (
      insert into lead_events (lead_id, type, value, page_path, utm_source, utm_medium, utm_campaign, occurred_at)
      select u.id, i.event_type, i.event_value, i.event_page_path, i.event_utm_source, i.event_utm_medium, i.event_utm_campaign, i.created_at
      from upserted u join input i using (email)
    )
    select u.id, u.email, u.created, coalesce(u.guide_sent_at = i.created_at, false) as guide_due from upserted u join input i using (email)`);
  const byEmail = new Map(result.rows.map((row) => [row.email, row]));
  return batch.map(({ lead }) => {
    const row = byEmail.get(lead.email);
    if (!row) throw new Error('upsert returned no row');
    return { id: row.id, email: row.email, created: row.created, guideDue: row.guide_due };
  });
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
