import type { Database } from '../../db/client';
import { attemptWebhookDelivery } from '../../modules/public-api/service';
import type { WebhookPost } from '../../providers/webhooks/index';
import { webhookDeliverJob } from '../../jobs/definitions/webhook-deliver';
import type { JobHandler } from '../../jobs/job-definition';

export function webhookDeliverHandler(deps: { db: Database; post: WebhookPost; now?: () => Date }): JobHandler<typeof webhookDeliverJob.payload> {
  return {
    definition: webhookDeliverJob,
    run: async ({ deliveryId }) => {
      await attemptWebhookDelivery({ db: deps.db, post: deps.post, now: deps.now ?? (() => new Date()) }, deliveryId);
    },
  };
}
