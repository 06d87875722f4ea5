import { BILLING_PERIODS } from '@common/contracts/billing';
import { PAID_PLAN_IDS } from '@common/catalog/plans';
import { RENDER_KINDS } from '@common/contracts/video';
import { z } from 'zod';

/**
 * Every domain event: its name and the zod shape of its payload, in one place. A module announces
 * what happened with `publishEvent` (./publish.ts) inside the transaction that made it happen;
 * other modules react in workers (./subscribers.ts) without the publisher importing them.
 *
 * Payloads carry ids, not copies of rows: a subscriber reads what it needs, as it is when it runs.
 * Changing a payload is a contract change: add optional fields, never rename or remove one while
 * jobs of the old shape may still be queued.
 */
const renderKind = z.enum(RENDER_KINDS);

export const eventCatalog = {
  /** An account was created (with its welcome credits). */
  'user.signed_up': z.object({ userId: z.string().min(1) }),
  /** The opt-in form or the exit-intent modal stored a lead: a new one, or one more opt-in of a known e-mail. */
  'lead.captured': z.object({
    leadId: z.string().min(1),
    /** False when the e-mail was already a lead (a repeat opt-in). */
    isNew: z.boolean(),
    /** Which form: the opt-in page or the exit-intent modal. */
    via: z.enum(['opt_in', 'capture']),
    /** The traffic source the form reported (`default` when none). */
    source: z.string(),
  }),
  /** A render job finished and its file is stored; published once per job. */
  'render.completed': z.object({
    renderJobId: z.string().min(1),
    kind: renderKind,
    ownerUserId: z.string().nullable(),
  }),
  /** A render job failed for good (a studio render's credits were refunded in the same transaction); published once per job. */
  'render.failed': z.object({
    renderJobId: z.string().min(1),
    kind: renderKind,
    ownerUserId: z.string().nullable(),
    reason: z.string(),
  }),
  /** A creator made a share link for a finished video (not when the live link is handed out again). */
  'video.shared': z.object({
    renderJobId: z.string().min(1),
    ownerUserId: z.string().min(1),
    /** The link's key (its token): internal, never to be logged or shown to anyone but the owner. */
    shareId: z.string().min(1),
  }),
  /** Someone other than the owner (not a bot) opened a live share page; published on every such view. */
  'video.viewed': z.object({
    renderJobId: z.string().min(1),
    ownerUserId: z.string().min(1),
    /** Who looked, hashed: a signed-in viewer's account, else their address. Never an e-mail or a raw IP. */
    viewerKey: z.string().min(1),
  }),
  /** A creator saved a module engine's result (with its structured output) to their library. */
  'engine_result.saved': z.object({ userId: z.string().min(1), itemId: z.string().min(1), tool: z.string().min(1) }),
  /** A learner finished reading a lesson (first time only). */
  'lesson.completed': z.object({ userId: z.string().min(1), moduleId: z.string().min(1), lessonId: z.string().min(1) }),
  /** The server confirmed a lesson's practice task from a real action in the product (first time only). */
  'practice_task.completed': z.object({ userId: z.string().min(1), moduleId: z.string().min(1), lessonId: z.string().min(1), taskId: z.string().min(1) }),
  /** A learner passed a module's quiz (every attempt is not an event; the first pass is). */
  'quiz.passed': z.object({ userId: z.string().min(1), moduleId: z.string().min(1), scorePercent: z.number().int().min(0).max(100) }),
  /** Every lesson, practice task and the quiz of a module are done (once per user and module). */
  'module.completed': z.object({ userId: z.string().min(1), moduleId: z.string().min(1) }),
  /** A certificate was issued (once per user and module). */
  'certificate.issued': z.object({ userId: z.string().min(1), moduleId: z.string().min(1), certificateId: z.string().min(1) }),
  /** A subscription period was paid (first payment or renewal; once per invoice), with the credits it granted. */
  'invoice.paid': z.object({
    userId: z.string().min(1),
    subscriptionId: z.string().min(1),
    invoiceId: z.string().min(1),
    plan: z.enum(PAID_PLAN_IDS),
    period: z.enum(BILLING_PERIODS),
    creditsGranted: z.number().int().nonnegative(),
  }),
} as const;

export type EventName = keyof typeof eventCatalog;
export type EventPayload<Name extends EventName> = z.infer<(typeof eventCatalog)[Name]>;

export const EVENT_NAMES = Object.keys(eventCatalog) as EventName[];

/**
 * What a subscriber's queue carries: the payload plus the event's id (the same for every
 * subscriber of one publish, and across redeliveries: a natural idempotency key) and when it happened.
 */
export function eventEnvelopeSchema<Name extends EventName>(name: Name) {
  return z.object({ eventId: z.uuid(), occurredAt: z.iso.datetime(), payload: eventCatalog[name] });
}
export type EventEnvelope<Name extends EventName> = { eventId: string; occurredAt: string; payload: EventPayload<Name> };
