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
