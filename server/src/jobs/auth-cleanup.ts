import { z } from 'zod';
import type { Database } from '../db/client';
import { purgeExpiredAuthData } from '../modules/auth/cleanup-service';
import { defineJob, type JobHandler } from './job-definition';

/** Hourly: expired sessions, links and old throttle events would otherwise only go when presented again. */
export const authCleanupJob = defineJob('auth.cleanup', z.object({}));

export function authCleanupHandler(db: Database): JobHandler<typeof authCleanupJob.payload> {
  return { definition: authCleanupJob, run: async () => void (await purgeExpiredAuthData(db, new Date())) };
}
