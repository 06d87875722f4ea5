import { z } from 'zod';
import { defineJob } from '../job-definition';

/**
 * Removes one account (modules/account). Retried for a long while: a worker killed mid-way leaves
 * the job to expire and run again, and every step is safe to repeat.
 */
export const accountDeleteJob = defineJob('account.delete', z.object({ userId: z.uuid() }), { retryLimit: 20, retryDelay: 30, retryBackoff: true });
