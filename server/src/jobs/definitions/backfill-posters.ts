import { z } from 'zod';
import { defineJob } from '../job-definition';

/** Once at start: posters for finished videos made before posters existed (docs/decisions/021). */
export const backfillPostersJob = defineJob('posters.backfill', z.object({}), { retryLimit: 3, retryDelay: 30, retryBackoff: true });
