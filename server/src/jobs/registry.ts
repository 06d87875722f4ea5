import type { z } from 'zod';
import type { Database } from '../db/client';
import type { Mailer } from '../providers/mail/index';
import { authCleanupHandler, authCleanupJob } from './auth-cleanup';
import { heartbeatHandler, heartbeatJob } from './heartbeat';
import type { JobDefinition, JobHandler } from './job-definition';
import { sendMailHandler, sendMailJob } from './send-mail';

/** Every job the app knows; a new job adds its definition, handler and any schedule here. */
export const jobDefinitions: JobDefinition<z.ZodType>[] = [heartbeatJob, sendMailJob, authCleanupJob];

export const jobSchedules = [
  { definition: heartbeatJob, cron: '* * * * *' },
  { definition: authCleanupJob, cron: '17 * * * *' },
];

export function createJobHandlers(deps: { db: Database; mailer: Mailer }): JobHandler<z.ZodType>[] {
  return [heartbeatHandler(deps.db), sendMailHandler(deps.mailer), authCleanupHandler(deps.db)] as JobHandler<z.ZodType>[];
}
