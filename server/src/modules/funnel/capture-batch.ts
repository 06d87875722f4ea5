import { sqlExecutorOf } from '../../db/client';
import { publishEvents } from '../../events/publish';
import type { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { sendManyWithin } from '../../jobs/queue';
import { checkEachUnderLimit, lockThrottleSubjects, recordThrottleEvents, type ThrottleRule } from '../throttle/service';
import type { FunnelDeps } from './funnel-deps';
import { guideMail } from './guide-mail';
import { upsertLeadsWithEvents, type CaptureEvent, type NewLead } from './lead-repository';

/** A lead who opts in again within this time is not sent the guide a second time. */
const GUIDE_RESEND_AFTER_MS = 24 * 3_600_000;

type Capture = {
  lead: NewLead;
  event: CaptureEvent & {
    type: 'opt_in' | 'capture';
    value: string | null;
    pagePath: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
  };
};

/** One opt-in or capture waiting for its commit: the visitor's IP, the limit it counts against, the rows. */
export type PendingCapture = { ip: string; rule: ThrottleRule; capture: Capture };

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
    const leads = await upsertLeadsWithEvents(
      tx,
      admitted.map((item) => item.capture),
      GUIDE_RESEND_AFTER_MS,
    );
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
