import type { FunnelEvent, WebVital } from '@common/contracts/funnel';
import { rateWebVital } from '@common/rules/web-vitals';
import { assertUnderLimit, recordThrottleEvent } from '../throttle/service';
import type { FunnelDeps } from './funnel-deps';
import { analyticsEventsPerIp } from './throttle-rules';
import { insertAnalyticsEvent, insertWebVital } from './analytics-repository';

type Visitor = { ip: string; visitorId: string; userId: string | null };

async function underLimit(deps: FunnelDeps, ip: string, now: Date): Promise<void> {
  const subjects = [`ip:${ip}`];
  await assertUnderLimit({ db: deps.db, rule: analyticsEventsPerIp, subjects, now });
  await recordThrottleEvent({ db: deps.db, rule: analyticsEventsPerIp, subjects, now });
}

/** A funnel event from a browser that accepted analytics; the client's clock is kept beside the server's. */
export async function recordFunnelEvent(deps: FunnelDeps, event: FunnelEvent, visitor: Visitor): Promise<void> {
  const now = deps.now();
  await underLimit(deps, visitor.ip, now);
  await insertAnalyticsEvent(deps.db, {
    event: event.event,
    metadata: event.metadata,
    url: event.url,
    referrer: event.referrer ?? null,
    utm: event.utm,
    source: event.source ?? null,
    visitorId: visitor.visitorId,
    userId: visitor.userId,
    clientTimestamp: new Date(event.timestamp),
    receivedAt: now,
  });
}

/** A web-vitals report; the rating is recomputed from the spec's thresholds rather than trusted. */
export async function recordWebVital(deps: FunnelDeps, vital: WebVital, visitor: Visitor): Promise<void> {
  const now = deps.now();
  await underLimit(deps, visitor.ip, now);
  await insertWebVital(deps.db, {
    name: vital.name,
    value: vital.value,
    rating: rateWebVital(vital.name, vital.value),
    metricId: vital.id,
    navigationType: vital.navigationType ?? null,
    url: vital.url ?? null,
    clientTimestamp: new Date(vital.timestamp),
    receivedAt: now,
  });
}
