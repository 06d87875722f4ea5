import { z } from 'zod';
import { defineJob } from '../job-definition';

/**
 * One outgoing webhook delivery (modules/public-api, ADR 025). Sent once per delivery (its id is the
 * singleton key); a failed attempt is tried again with back-off: 10 s, 20 s, 40 s … (8 retries, about 40 minutes).
 */
export const WEBHOOK_RETRY = { retryLimit: 8, retryDelay: 10, retryBackoff: true } as const;
export const webhookDeliverJob = defineJob('public-api.webhook-deliver', z.object({ deliveryId: z.uuid() }), WEBHOOK_RETRY);
