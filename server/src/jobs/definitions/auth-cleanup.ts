import { z } from 'zod';
import { defineJob } from '../job-definition';

/** Hourly: expired sessions, links and old throttle events would otherwise only go when presented again. */
export const authCleanupJob = defineJob('auth.cleanup', z.object({}));
