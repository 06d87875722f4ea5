import type { LeadCaptureRequest, OptInRequest } from '@common/contracts/funnel';
import { checkOptInEmail } from '@common/rules/opt-in-email';
import { UTM_FIELDS } from '@common/rules/campaign-params';
import type { TrafficSource } from '@common/rules/traffic-source';
import { sqlExecutorOf } from '../../db/client';
import { publishEvents } from '../../events/publish';
import { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { sendManyWithin } from '../../jobs/queue';
import { checkEachUnderLimit, lockThrottleSubjects, recordThrottleEvents, type ThrottleRule } from '../throttle/service';
import { guideMail } from './guide-mail';
import type { FunnelDeps } from './funnel-deps';
import { upsertLeadsWithEvents, type CaptureEvent, type NewLead } from './lead-repository';
import type { LeadWriter } from './lead-writer';
import { capturesPerIp, optInsPerIp } from './throttle-rules';

/** A lead who opts in again within this time is not sent the guide a second time. */
const GUIDE_RESEND_AFTER_MS = 24 * 3_600_000;

/** The e-mail rules of common/, answered as a 400 carrying the rule's message in `message` and `error`. */
export function requireOptInEmail(input: string | undefined): string {
  const check = checkOptInEmail(input);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.message, { success: false, error: check.message });
  return check.email;
}

type Capture = { lead: NewLead; event: CaptureEvent & { type: 'opt_in' | 'capture'; value: string | null; pagePath: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null } };

/** One opt-in or capture waiting for its commit: the visitor's IP, the limit it counts against, the rows. */
export type PendingCapture = { ip: string; rule: ThrottleRule; capture: Capture };

/** What the capture services need: the funnel's dependencies and the opt-in committer (lead-writer.ts). */
export type CaptureDeps = FunnelDeps & { leads: LeadWriter };

/**
 * Stores these captures, their events, the limits' counts, the guide e-mails' jobs (when due) and
 * the lead.captured events in one transaction, one statement per table. The e-mails must be
 * distinct. Returns one verdict per capture: null when stored, else its RATE_LIMITED error (then
 * nothing of it is stored). The caller answers only after this returns, i.e. after the commit, so a
 * lead the visitor was told about survives the process dying right after.
 */
export async function saveCaptures(deps: FunnelDeps, items: PendingCapture[]): Promise<(AppError | null)[]> {
  const now = deps.now();
  const subject = (item: PendingCapture) => `ip:${item.ip}`;
  return deps.db.transaction(async (tx) => {
    const verdicts: (AppError | null)[] = items.map(() => null);
    // the batch's addresses are locked first: batches on two instances never pass one address's limit together (docs/decisions/030)
    for (const rule of new Set(items.map((item) => item.rule))) {
      await lockThrottleSubjects({ db: tx, rule, subjects: items.filter((item) => item.rule === rule).map(subject) });
    }
    for (const rule of new Set(items.map((item) => item.rule))) {
      const indexes = items.flatMap((item, i) => (item.rule === rule ? [i] : []));
      const checks = await checkEachUnderLimit({ db: tx, rule, subjects: indexes.map((i) => subject(items[i]!)), now });
      indexes.forEach((i, k) => (verdicts[i] = checks[k] ?? null));
    }
    // the same order of row locks in every transaction (by e-mail), so two instances' batches cannot deadlock
    const admitted = items.filter((_, i) => !verdicts[i]).sort((a, b) => (a.capture.lead.email < b.capture.lead.email ? -1 : 1));
    if (!admitted.length) return verdicts;
    const leads = await upsertLeadsWithEvents(tx, admitted.map((item) => item.capture), GUIDE_RESEND_AFTER_MS);
    for (const rule of new Set(admitted.map((item) => item.rule))) {
      await recordThrottleEvents({ db: tx, rule, subjects: admitted.filter((item) => item.rule === rule).map(subject), now });
    }
    const guides = admitted.filter((_, k) => leads[k]!.guideDue).map((item) => guideMail({ to: item.capture.lead.email, origin: deps.config.publicOrigin }));
    await sendManyWithin(sqlExecutorOf(tx), sendMailJob, guides);
    await publishEvents(
      tx,
      'lead.captured',
      admitted.map((item, k) => ({ leadId: leads[k]!.id, isNew: leads[k]!.created, via: item.capture.event.type, source: item.capture.lead.firstSource })),
    );
    return verdicts;
  });
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/** POST /api/opt-in-handler: the opt-in form. */
export async function optIn(deps: CaptureDeps, input: OptInRequest, ip: string): Promise<void> {
  const email = requireOptInEmail(input.email);
  const utm = input.utm ?? {};
  const now = deps.now();
  const source: TrafficSource = input.source ?? 'default';
  const [utmSource, utmMedium, utmCampaign, utmContent, utmTerm] = UTM_FIELDS.map((field) => orNull(utm[field]));
  const firstVisit = input.firstVisit ? new Date(input.firstVisit) : null;
  await deps.leads.save({ ip, rule: optInsPerIp, capture: {
    lead: {
      email,
      firstSource: source,
      leadMagnet: orNull(input.leadMagnet),
      headlineVariant: input.headlineVariant ?? null,
      utmSource: utmSource ?? null,
      utmMedium: utmMedium ?? null,
      utmCampaign: utmCampaign ?? null,
      utmContent: utmContent ?? null,
      utmTerm: utmTerm ?? null,
      campaignParams: utm,
      landingPage: orNull(input.landingPage),
      referrer: orNull(input.referrer),
      firstVisitAt: firstVisit && firstVisit <= now ? firstVisit : null,
      createdAt: now,
    },
    event: {
      type: 'opt_in',
      value: input.headlineVariant ?? null,
      pagePath: orNull(input.landingPage),
      utmSource: utmSource ?? null,
      utmMedium: utmMedium ?? null,
      utmCampaign: utmCampaign ?? null,
    },
  } });
}

/** POST /api/leads/capture: the exit-intent modal. */
export async function captureLead(deps: CaptureDeps, input: LeadCaptureRequest, ip: string): Promise<void> {
  const email = requireOptInEmail(input.email);
  const now = deps.now();
  const utm = { utm_source: input.utmSource, utm_medium: input.utmMedium, utm_campaign: input.utmCampaign };
  await deps.leads.save({ ip, rule: capturesPerIp, capture: {
    lead: {
      email,
      name: orNull(input.name),
      firstSource: orNull(input.source) ?? 'default',
      leadMagnet: orNull(input.leadMagnet),
      utmSource: orNull(input.utmSource),
      utmMedium: orNull(input.utmMedium),
      utmCampaign: orNull(input.utmCampaign),
      campaignParams: Object.fromEntries(Object.entries(utm).filter((entry): entry is [string, string] => Boolean(entry[1]))),
      landingPage: orNull(input.landingPage),
      createdAt: now,
    },
    event: {
      type: 'capture',
      value: orNull(input.leadMagnet),
      pagePath: orNull(input.landingPage),
      utmSource: orNull(input.utmSource),
      utmMedium: orNull(input.utmMedium),
      utmCampaign: orNull(input.utmCampaign),
    },
  } });
}
