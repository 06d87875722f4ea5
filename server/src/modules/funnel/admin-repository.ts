import type { LeadFilters } from '@common/contracts/funnel';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leadEvents, leads } from '../../db/schema/index';
import type { LeadEventRow, LeadRow } from './lead-repository';

const DAY_MS = 86_400_000;

/** `to` is inclusive: the whole day. Days are UTC. */
export function dayRange(filters: Pick<LeadFilters, 'from' | 'to'>): { start?: Date; end?: Date } {
  return {
    start: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined,
    end: filters.to ? new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

function whereOf(filters: LeadFilters): SQL | undefined {
  const { start, end } = dayRange(filters);
  const search = filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    search ? or(ilike(leads.email, search), ilike(leads.utmCampaign, search), ilike(leads.utmSource, search)) : undefined,
    filters.source ? eq(leads.firstSource, filters.source) : undefined,
    start ? gte(leads.createdAt, start) : undefined,
    end ? lt(leads.createdAt, end) : undefined,
  );
}

export async function listLeads(db: Executor, filters: LeadFilters, page: { offset: number; limit: number }): Promise<LeadRow[]> {
  return db.select().from(leads).where(whereOf(filters)).orderBy(desc(leads.createdAt), desc(leads.id)).offset(page.offset).limit(page.limit);
}

export async function countLeadsBySource(db: Executor, filters: LeadFilters): Promise<{ source: string; count: number }[]> {
  return db.select({ source: leads.firstSource, count: count() }).from(leads).where(whereOf(filters)).groupBy(leads.firstSource).orderBy(desc(count()));
}

export async function findLead(db: Executor, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

export async function listLeadEvents(db: Executor, leadId: string): Promise<LeadEventRow[]> {
  return db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.occurredAt), asc(leadEvents.id));
}

/** The filtered leads oldest first, `batch` at a time (keyset paging), for a streamed export. */
export async function* iterateLeads(db: Executor, filters: LeadFilters, batch = 500): AsyncGenerator<LeadRow[]> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const cursor = after ? or(gt(leads.createdAt, after.createdAt), and(eq(leads.createdAt, after.createdAt), gt(leads.id, after.id))) : undefined;
    const rows = await db
      .select()
      .from(leads)
      .where(and(whereOf(filters), cursor))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(batch);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

type Range = { start: Date; end: Date };
type CountRow = { key: string | null; count: number };

async function counts(db: Executor, query: SQL): Promise<CountRow[]> {
  const result = await db.execute<{ key: string | null; count: string | number }>(query);
  return result.rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** Distinct visitors with a page view, per UTC day or per source. */
export function visitorsBy(db: Executor, by: 'day' | 'source', range: Range) {
  const key = by === 'day' ? sql`to_char(received_at at time zone 'UTC', 'YYYY-MM-DD')` : sql`coalesce(source, 'default')`;
  return counts(
    db,
    sql`select ${key} as key, count(distinct visitor_id) as count from analytics_events
        where event = 'page_view' and received_at >= ${range.start.toISOString()}::timestamptz and received_at < ${range.end.toISOString()}::timestamptz group by 1`,
  );
}

/** New leads per UTC day or per first source. */
export function leadsBy(db: Executor, by: 'day' | 'source' | 'variant', range: Range) {
  const key =
    by === 'day' ? sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')` : by === 'source' ? sql`first_source` : sql`coalesce(headline_variant, 'unknown')`;
  return counts(
    db,
    sql`select ${key} as key, count(*) as count from leads
        where created_at >= ${range.start.toISOString()}::timestamptz and created_at < ${range.end.toISOString()}::timestamptz group by 1`,
  );
}

/** New accounts per UTC day. */
export function signUpsByDay(db: Executor, range: Range) {
  return counts(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as key, count(*) as count from users
        where created_at >= ${range.start.toISOString()}::timestamptz and created_at < ${range.end.toISOString()}::timestamptz group by 1`,
  );
}

/** Funnel events of one name grouped by source or by a metadata field (consented visitors only). */
export function eventsBy(db: Executor, event: string, by: { source: true } | { metadata: string }, range: Range, distinctVisitors = false) {
  const key = 'source' in by ? sql`coalesce(source, 'default')` : sql`coalesce(metadata ->> ${by.metadata}, 'unknown')`;
  const measure = distinctVisitors ? sql`count(distinct visitor_id)` : sql`count(*)`;
  return counts(
    db,
    sql`select ${key} as key, ${measure} as count from analytics_events
        where event = ${event} and received_at >= ${range.start.toISOString()}::timestamptz and received_at < ${range.end.toISOString()}::timestamptz group by 1`,
  );
}

/** The 75th percentile and sample count of each web vital. */
export async function vitalsP75(db: Executor, range: Range): Promise<{ name: string; p75: number; samples: number }[]> {
  const result = await db.execute<{ name: string; p75: number; samples: string | number }>(
    sql`select name, percentile_cont(0.75) within group (order by value) as p75, count(*) as samples from web_vitals
        where received_at >= ${range.start.toISOString()}::timestamptz and received_at < ${range.end.toISOString()}::timestamptz group by name`,
  );
  return result.rows.map((row) => ({ name: row.name, p75: Number(row.p75), samples: Number(row.samples) }));
}

export async function sumBotHits(db: Executor, range: { from: string; to: string }): Promise<number> {
  const result = await db.execute<{ hits: string | null }>(
    sql`select sum(hits) as hits from bot_hits where day >= ${range.from}::date and day <= ${range.to}::date`,
  );
  return Number(result.rows[0]?.hits ?? 0);
}
