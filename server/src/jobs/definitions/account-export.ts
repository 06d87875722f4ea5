import { z } from 'zod';
import { defineJob } from '../job-definition';

/** Builds one data export (modules/account); retried a few times, each run rewrites the whole archive. */
export const accountExportJob = defineJob('account.export', z.object({ exportId: z.uuid() }), { retryLimit: 3, retryDelay: 30, retryBackoff: true });
