import type { TrackBehaviorRequest } from '@common/contracts/funnel';
import { AppError } from '../../http/app-error';
import { assertUnderLimit, recordThrottleEvent } from '../throttle/service';
import type { FunnelDeps } from './funnel-deps';
import { findLeadIdByEmail, insertLeadEvent } from './lead-repository';
import { behaviorEventsPerIp, pixelOpensPerIp } from './throttle-rules';

const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * POST /api/leads/track-behavior: a page view, time on site or exit-intent capture of a known
 * lead. Events of an address that never opted in are dropped (the caller cannot tell).
 */
export async function trackBehavior(deps: FunnelDeps, input: TrackBehaviorRequest, ip: string): Promise<void> {
  if (input.eventType === 'time_on_site' && typeof input.eventValue !== 'number') {
    throw new AppError('BAD_REQUEST', 'time_on_site needs the seconds as eventValue.');
  }
  const now = deps.now();
  const subjects = [`ip:${ip}`];
  await assertUnderLimit({ db: deps.db, rule: behaviorEventsPerIp, subjects, now });
  await recordThrottleEvent({ db: deps.db, rule: behaviorEventsPerIp, subjects, now });
  const leadId = await findLeadIdByEmail(deps.db, input.email.trim().toLowerCase());
  if (!leadId) return;
  await insertLeadEvent(deps.db, {
    leadId,
    type: input.eventType,
    value: input.eventValue === undefined || input.eventValue === null ? null : String(input.eventValue),
    pagePath: orNull(input.pagePath),
    utmSource: orNull(input.utmSource),
    utmMedium: orNull(input.utmMedium),
    utmCampaign: orNull(input.utmCampaign),
    occurredAt: now,
  });
}

/** GET /api/leads/pixel.gif: records that a known lead's browser loaded the pixel; over the limit it is only served. */
export async function recordPixelOpen(deps: FunnelDeps, query: { email?: string; campaign?: string }, ip: string): Promise<void> {
  const email = query.email?.trim().toLowerCase();
  if (!email) return;
  const now = deps.now();
  const subjects = [`ip:${ip}`];
  try {
    await assertUnderLimit({ db: deps.db, rule: pixelOpensPerIp, subjects, now });
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    throw error;
  }
  await recordThrottleEvent({ db: deps.db, rule: pixelOpensPerIp, subjects, now });
  const leadId = await findLeadIdByEmail(deps.db, email);
  if (!leadId) return;
  await insertLeadEvent(deps.db, {
    leadId,
    type: 'pixel_open',
    value: null,
    pagePath: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: orNull(query.campaign),
    occurredAt: now,
  });
}
