import type { Database } from '../../db/client';
import { purgeExpiredAuthData } from '../../modules/auth/service';
import { authCleanupJob } from '../../jobs/definitions/auth-cleanup';
import type { JobHandler } from '../../jobs/job-definition';

export function authCleanupHandler(db: Database): JobHandler<typeof authCleanupJob.payload> {
  return { definition: authCleanupJob, run: async () => void (await purgeExpiredAuthData(db, new Date())) };
}
