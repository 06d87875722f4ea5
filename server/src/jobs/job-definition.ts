import type { z } from 'zod';

/** How often a failed job is tried again, and how far apart (pg-boss queue options). */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean };

/**
 * A job's name and the shape of its payload, checked on send and again before the handler runs.
 * With `event`, the queue is one subscriber's copy of that domain event (see server/src/events/):
 * it is subscribed to the event at start, and every publish of the event adds a job to it.
 */
export type JobDefinition<Payload extends z.ZodType> = { name: string; payload: Payload; retry?: RetryPolicy; event?: string };

export function defineJob<Payload extends z.ZodType>(name: string, payload: Payload, retry?: RetryPolicy): JobDefinition<Payload> {
  return { name, payload, retry };
}

export type JobHandler<Payload extends z.ZodType> = {
  definition: JobDefinition<Payload>;
  run(payload: z.infer<Payload>): Promise<void>;
};
