import type { Database } from '../db/client';
import type { JobDefinition, JobHandler, RetryPolicy } from '../jobs/job-definition';
import type { Logger } from '../logger';
import { eventEnvelopeSchema, type EventEnvelope, type EventName, type EventPayload } from './catalog';

/** What a subscriber may use; grows as subscribers need more (mail, storage, …). */
export type SubscriberDeps = { db: Database; logger: Logger };

/** The event's id (the same for every subscriber and every redelivery of one publish) and when it happened. */
export type EventContext = SubscriberDeps & { eventId: string; occurredAt: Date };

/**
 * A reaction to one domain event, run later in a worker, on its own queue
 * (`event.<event>.<name>`): it is retried on its own and never holds up the publisher or another
 * subscriber of the same event.
 *
 * **At least once, so idempotent.** A subscriber runs for every committed publish of its event,
 * and runs again after it throws (up to `retry.retryLimit` more times, with back-off), after a
 * worker died mid-run, or when the queue redelivers. A second run must change nothing: key every
 * write on the event — `context.eventId` or a natural key of the payload (a ledger grant with
 * idempotencyKey `achievement:first-video:<userId>`, an upsert on `renderJobId`) — and make
 * outside effects (mail) a job keyed the same way.
 *
 * `name` is part of the queue's name: renaming a live subscriber leaves the events already queued
 * for the old name unrun, and a removed subscriber's queue stays subscribed until it is deleted.
 */
export type Subscriber<Name extends EventName = EventName> = {
  event: Name;
  /** Lower-case words joined by `-`, unique among the event's subscribers (e.g. `award-first-video`). */
  name: string;
  handle(payload: EventPayload<Name>, context: EventContext): Promise<void>;
  /** The subscriber's queue: created and subscribed to the event at start. */
  job: JobDefinition<ReturnType<typeof eventEnvelopeSchema<Name>>>;
};

/** A failing subscriber is tried again for about an hour and a half before its job is given up. */
const DEFAULT_RETRY: RetryPolicy = { retryLimit: 10, retryDelay: 10, retryBackoff: true };

const SUBSCRIBER_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function defineSubscriber<Name extends EventName>(input: {
  event: Name;
  name: string;
  handle: Subscriber<Name>['handle'];
  retry?: RetryPolicy;
}): Subscriber<Name> {
  if (!SUBSCRIBER_NAME.test(input.name)) throw new Error(`Subscriber names are lower-case words joined by "-": ${input.name}`);
  return {
    event: input.event,
    name: input.name,
    handle: input.handle,
    job: { name: `event.${input.event}.${input.name}`, payload: eventEnvelopeSchema(input.event), retry: input.retry ?? DEFAULT_RETRY, event: input.event },
  };
}

/** The worker side of a subscriber: unwraps the envelope and hands the payload over. */
export function subscriberHandler<Name extends EventName>(subscriber: Subscriber<Name>, deps: SubscriberDeps): JobHandler<Subscriber<Name>['job']['payload']> {
  return {
    definition: subscriber.job,
    run: (envelope) => {
      const { eventId, occurredAt, payload } = envelope as EventEnvelope<Name>;
      return subscriber.handle(payload, { ...deps, eventId, occurredAt: new Date(occurredAt) });
    },
  };
}
