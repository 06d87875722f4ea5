import { z } from 'zod';
import { defineJob } from '../job-definition';

/** Every minute: monthly credit grants, test-mode renewals, period ends and grace ends that fell due. */
export const billingClockJob = defineJob('billing.clock', z.object({}));
