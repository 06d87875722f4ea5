import type { LeadCaptureRequest, OptInRequest } from '@common/contracts/funnel';
import { checkOptInEmail } from '@common/rules/opt-in-email';
import { UTM_FIELDS } from '@common/rules/campaign-params';
import type { TrafficSource } from '@common/rules/traffic-source';
import { sqlExecutorOf } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { assertUnderLimit, lockThrottleSubjects, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { guideMail } from './guide-mail';
import type { FunnelDeps } from './funnel-deps';
import { insertLeadEvent, upsertLead, type NewLead } from './lead-repository';
import { capturesPerIp, optInsPerIp } from './throttle-rules';

/** A lead who opts in again within this time is not sent the guide a second time. */
const GUIDE_RESEND_AFTER_MS = 24 * 3_600_000;

/** The e-mail rules of common/, answered as a 400 carrying the rule's message in `message` and `error`. */
export function requireOptInEmail(input: string | undefined): string {
  const check = checkOptInEmail(input);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.message, { success: false, error: check.message });
  return check.email;
}

type Capture = { lead: NewLead; event: { type: 'opt_in' | 'capture'; value: string | null; pagePath: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null } };

/**
 * Stores the lead, its event and (when due) the guide e-mail's job in one transaction. It returns
 * only after the commit, so a lead the caller was told about survives the process dying right after.
 */
async function saveCapture(deps: FunnelDeps, ip: string, rule: ThrottleRule, capture: Capture): Promise<void> {
  const now = capture.lead.createdAt;
  const subjects = [`ip:${ip}`];
  // One commit for the lead, its event, the limit's count, the guide e-mail's job and the
  // lead.captured event: the mail is queued exactly when the lead is stored, and each opt-in costs
  // one WAL flush. The limit is checked under the address's lock, so a burst from one address
  // cannot pass the check all at once (docs/decisions/030).
  await deps.db.transaction(async (tx) => {
    await lockThrottleSubjects({ db: tx, rule, subjects });
    await assertUnderLimit({ db: tx, rule, subjects, now });
    const lead = await upsertLead(tx, capture.lead, new Date(now.getTime() - GUIDE_RESEND_AFTER_MS));
    await insertLeadEvent(tx, { ...capture.event, leadId: lead.id, occurredAt: now });
    await recordThrottleEvent({ db: tx, rule, subjects, now });
    if (lead.guideDue) await deps.queue.send(sendMailJob, guideMail({ to: capture.lead.email, origin: deps.config.publicOrigin }), { db: sqlExecutorOf(tx) });
    await publishEvent(tx, 'lead.captured', { leadId: lead.id, isNew: lead.created, via: capture.event.type, source: capture.lead.firstSource });
  });
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/** POST /api/opt-in-handler: the opt-in form. */
export async function optIn(deps: FunnelDeps, input: OptInRequest, ip: string): Promise<void> {
  const email = requireOptInEmail(input.email);
  const utm = input.utm ?? {};
  const now = deps.now();
  const source: TrafficSource = input.source ?? 'default';
  const [utmSource, utmMedium, utmCampaign, utmContent, utmTerm] = UTM_FIELDS.map((field) => orNull(utm[field]));
  const firstVisit = input.firstVisit ? new Date(input.firstVisit) : null;
  await saveCapture(deps, ip, optInsPerIp, {
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
  });
}

/** POST /api/leads/capture: the exit-intent modal. */
export async function captureLead(deps: FunnelDeps, input: LeadCaptureRequest, ip: string): Promise<void> {
  const email = requireOptInEmail(input.email);
  const now = deps.now();
  const utm = { utm_source: input.utmSource, utm_medium: input.utmMedium, utm_campaign: input.utmCampaign };
  await saveCapture(deps, ip, capturesPerIp, {
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
  });
}
