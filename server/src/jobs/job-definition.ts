import type { z } from 'zod';

/** A job's name and the shape of its payload, checked on send and again before the handler runs. */
export type JobDefinition<Payload extends z.ZodType> = { name: string; payload: Payload };

export function defineJob<Payload extends z.ZodType>(name: string, payload: Payload): JobDefinition<Payload> {
  return { name, payload };
}

export type JobHandler<Payload extends z.ZodType> = {
  definition: JobDefinition<Payload>;
  run(payload: z.infer<Payload>): Promise<void>;
};
