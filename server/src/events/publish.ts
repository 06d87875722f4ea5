import { randomUUID } from 'node:crypto';
import { sqlExecutorOf, type Transaction } from '../db/client';
import { publishManyWithin, publishWithin } from '../jobs/queue';
import { eventCatalog, type EventEnvelope, type EventName, type EventPayload } from './catalog';
import { countPublished } from './event-metrics';

/**
 * Announces that something happened, as part of the transaction that made it happen: the payload
 * is checked against the catalogue, and one job per subscriber is written to the queue on `tx`.
 * So the event exists if and only if the change commits (a rollback takes the jobs with it), and
 * the publisher never knows who listens. Call it after the change itself, inside the same
 * transaction; never outside one (the jobs would outlive a change that rolls back).
 */
export async function publishEvent<Name extends EventName>(tx: Transaction, name: Name, payload: EventPayload<Name>): Promise<void> {
  const envelope: EventEnvelope<Name> = {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    payload: eventCatalog[name].parse(payload) as EventPayload<Name>,
  };
  await publishWithin(sqlExecutorOf(tx), name, envelope);
  countPublished(name, [envelope.payload]);
}

/** `publishEvent` for many events of one name in one transaction: one subscription read and one insert per subscriber. */
export async function publishEvents<Name extends EventName>(tx: Transaction, name: Name, payloads: EventPayload<Name>[]): Promise<void> {
  const occurredAt = new Date().toISOString();
  const envelopes = payloads.map((payload): EventEnvelope<Name> => ({
    eventId: randomUUID(),
    occurredAt,
    payload: eventCatalog[name].parse(payload) as EventPayload<Name>,
  }));
  await publishManyWithin(sqlExecutorOf(tx), name, envelopes);
  countPublished(name, payloads);
}
