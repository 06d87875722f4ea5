import type { Database } from '../../db/client';
import { runBillingClock } from '../../modules/billing/service';
import { billingClockJob } from '../../jobs/definitions/billing-clock';
import type { JobHandler } from '../../jobs/job-definition';

/** Runs the billing clock at `now()` (the real clock; tests pass a moved one). */
export function billingClockHandler(db: Database, now: () => Date = () => new Date()): JobHandler<typeof billingClockJob.payload> {
  return { definition: billingClockJob, run: () => runBillingClock({ db, now: now() }) };
}
