import type { Database } from '../../db/client';
import { attemptWebhookDelivery } from '../../modules/public-api/service';
import { webhookDeliverJob } from '../definitions/webhook-deliver';
import type { JobHandler } from '../job-definition';

export function webhookDeliverHandler(deps: { db: Database; now?: () => Date }): JobHandler<typeof webhookDeliverJob.payload> {
  return { definition: webhookDeliverJob, run: async ({ deliveryId }) => {
      await attemptWebhookDelivery({ db: deps.db, now: deps.now ?? (() => new Date())}, deliveryId);
    },
  };
}
