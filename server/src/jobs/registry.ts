import type { z } from 'zod';
import type { Database } from '../db/client';
import { heartbeatHandler, heartbeatJob } from './heartbeat';
import type { JobDefinition, JobHandler } from './job-definition';

/** Every job the app knows; a new job adds its definition, handler and any schedule here. */
export const jobDefinitions: JobDefinition<z.ZodType>[] = [heartbeatJob];

export const jobSchedules = [{ definition: heartbeatJob, cron: '* * * * *' }];

export function createJobHandlers(db: Database): JobHandler<z.ZodType>[] {
  return [heartbeatHandler(db) as JobHandler<z.ZodType>];
}
