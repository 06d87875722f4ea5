import type { FunnelQuery, FunnelResponse, Lead, LeadDetailResponse, LeadFilters, LeadListResponse } from '@common/contracts/funnel';
import { HEADLINE_VARIANTS } from '@common/contracts/funnel';
import { TRAFFIC_SOURCES } from '@common/rules/traffic-source';
import { rateWebVital, WEB_VITAL_NAMES } from '@common/rules/web-vitals';
import { Readable } from 'node:stream';
import { AppError } from '../../http/app-error';
import {
  countLeadsBySource,
  dayRange,
  eventsBy,
  findLead,
  iterateLeads,
  leadsBy,
  listLeadEvents,
  listLeads,
  signUpsByDay,
  sumBotHits,
  visitorsBy,
  vitalsP75,
} from './admin-repository';
import type { FunnelDeps } from './funnel-deps';
import type { LeadRow } from './lead-repository';
import { csvRow } from './csv';

const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 30;
const MAX_RANGE_DAYS = 366;

function toLead(row: LeadRow): Lead {
  return {
    ...row,
    firstVisitAt: row.firstVisitAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLeadsPage(deps: FunnelDeps, query: LeadFilters & { page: number; pageSize: number }): Promise<LeadListResponse> {
  const { page, pageSize, ...filters } = query;
  const [rows, bySource] = await Promise.all([
    listLeads(deps.db, filters, { offset: (page - 1) * pageSize, limit: pageSize }),
    countLeadsBySource(deps.db, filters),
  ]);
  return { leads: rows.map(toLead), total: bySource.reduce((sum, s) => sum + s.count, 0), page, pageSize, countsBySource: bySource };
}

export async function getLeadDetail(deps: FunnelDeps, id: string): Promise<LeadDetailResponse> {
  const lead = await findLead(deps.db, id);
  if (!lead) throw new AppError('NOT_FOUND', 'This lead does not exist.');
  const events = await listLeadEvents(deps.db, id);
  return { lead: toLead(lead), events: events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })) };
}

const CSV_COLUMNS = [
  'id',
  'email',
  'name',
  'first_source',
  'latest_source',
  'lead_magnet',
  'headline_variant',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'landing_page',
  'referrer',
  'first_visit_at',
  'opt_in_count',
  'created_at',
  'updated_at',
] as const;

/** The filtered leads as CSV, streamed in batches so a large export never sits in memory. */
export function exportLeadsCsv(deps: FunnelDeps, filters: LeadFilters): Readable {
  async function* lines() {
    yield csvRow(CSV_COLUMNS);
    for await (const batch of iterateLeads(deps.db, filters)) {
      yield batch
        .map((l) =>
          csvRow([
            l.id,
            l.email,
            l.name,
            l.firstSource,
            l.latestSource,
            l.leadMagnet,
            l.headlineVariant,
            l.utmSource,
            l.utmMedium,
            l.utmCampaign,
            l.utmContent,
            l.utmTerm,
            l.landingPage,
            l.referrer,
            l.firstVisitAt?.toISOString(),
            l.optInCount,
            l.createdAt.toISOString(),
            l.updatedAt.toISOString(),
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The dashboard's range: the filter's days, else the last 30 days up to today (UTC); at most a year. */
function funnelRange(deps: FunnelDeps, query: FunnelQuery) {
  const today = isoDay(deps.now());
  const to = query.to ?? today;
  const from = query.from ?? isoDay(new Date(new Date(`${to}T00:00:00Z`).getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  const { start, end } = dayRange({ from, to });
  if (!start || !end || start >= end) throw new AppError('BAD_REQUEST', 'The start date must not be after the end date.');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new AppError('BAD_REQUEST', `Pick a range of at most ${MAX_RANGE_DAYS} days.`);
  return { from, to, start, end };
}

const lookup = (rows: { key: string | null; count: number }[]) => new Map(rows.map((r) => [r.key ?? 'unknown', r.count]));

/** Visitors → opt-ins → sign-ups by day and by source, the headline variants, and web-vitals p75, all from stored rows. */
export async function getFunnel(deps: FunnelDeps, query: FunnelQuery): Promise<FunnelResponse> {
  const { from, to, start, end } = funnelRange(deps, query);
  const range = { start, end };
  const [visitorsDay, leadsDay, signUpsDay, visitorsSource, leadsSource, signUpsSource, views, consented, leadsVariant, vitals, botHits] = await Promise.all([
    visitorsBy(deps.db, 'day', range),
    leadsBy(deps.db, 'day', range),
    signUpsByDay(deps.db, range),
    visitorsBy(deps.db, 'source', range),
    leadsBy(deps.db, 'source', range),
    eventsBy(deps.db, 'signup_completed', { source: true }, range),
    eventsBy(deps.db, 'optin_view', { metadata: 'variant' }, range, true),
    eventsBy(deps.db, 'lead_opt_in', { metadata: 'variant' }, range),
    leadsBy(deps.db, 'variant', range),
    vitalsP75(deps.db, range),
    sumBotHits(deps.db, { from, to }),
  ]);
  const [vd, ld, sd] = [lookup(visitorsDay), lookup(leadsDay), lookup(signUpsDay)];
  const days = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    const day = isoDay(new Date(t));
    days.push({ day, visitors: vd.get(day) ?? 0, optIns: ld.get(day) ?? 0, signUps: sd.get(day) ?? 0 });
  }
  const [vs, ls, ss] = [lookup(visitorsSource), lookup(leadsSource), lookup(signUpsSource)];
  const [vv, cv, lv] = [lookup(views), lookup(consented), lookup(leadsVariant)];
  const vitalByName = new Map(vitals.map((v) => [v.name, v]));
  return {
    from,
    to,
    days,
    bySource: TRAFFIC_SOURCES.map((source) => ({ source, visitors: vs.get(source) ?? 0, optIns: ls.get(source) ?? 0, signUps: ss.get(source) ?? 0 })),
    variants: HEADLINE_VARIANTS.map((variant) => ({
      variant,
      views: vv.get(variant) ?? 0,
      consentedOptIns: cv.get(variant) ?? 0,
      leads: lv.get(variant) ?? 0,
    })),
    vitals: WEB_VITAL_NAMES.map((name) => {
      const found = vitalByName.get(name);
      return found ? { name, p75: found.p75, samples: found.samples, rating: rateWebVital(name, found.p75) } : { name, p75: null, samples: 0, rating: null };
    }),
    botHits,
  };
}
