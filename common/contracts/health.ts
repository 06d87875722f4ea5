import { z } from 'zod';

const componentSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative().optional(),
});

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: componentSchema,
  queue: componentSchema,
  worker: z.object({ lastHeartbeatAt: z.string().datetime().nullable() }),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /healthz: the process answers (liveness); it never touches the database. */
export const livenessResponseSchema = z.object({ status: z.literal('alive'), uptimeSeconds: z.number().nonnegative() });

/** GET /readyz: whether this instance should get traffic (readiness); 503 when any check fails. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), queue: z.boolean() }),
});

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
