import { domainEvents, optIns, signUps } from '../observability/metrics';
import type { EventName, EventPayload } from './catalog';

/**
 * Counts a published event for the metrics: every event by name, and sign-ups and opt-ins on their
 * own. Counted where the event is published, so no service repeats it. A publish is the last step
 * of its transaction; one that still rolls back afterwards is counted all the same (rare: it takes
 * a failed COMMIT), a skew a counter can live with (docs/decisions/055).
 */
export function countPublished<Name extends EventName>(name: Name, payloads: EventPayload<Name>[]): void {
  domainEvents.inc({ event: name }, payloads.length);
  if (name === 'user.signed_up') signUps.inc(payloads.length);
  if (name === 'lead.captured') {
    for (const payload of payloads as EventPayload<'lead.captured'>[]) optIns.inc({ via: payload.via, new_lead: String(payload.isNew) });
  }
}
