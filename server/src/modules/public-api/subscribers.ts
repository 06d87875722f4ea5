import { defineSubscriber } from '../../events/subscribers';
import { queueVideoWebhooks } from './customer-webhooks';

/**
 * video.completed / video.failed for the owner's webhook endpoints: every studio render of the
 * owner (made in the browser or through /api/v1), not demo or showcase renders (ADR 025).
 */
export const publicApiSubscribers = [
  defineSubscriber({
    event: 'render.completed',
    name: 'public-api-webhook',
    handle: async (payload, { db, eventId, occurredAt }) => {
      if (payload.kind !== 'studio' || !payload.ownerUserId) return;
      await queueVideoWebhooks(db, {
        eventId,
        occurredAt,
        ownerUserId: payload.ownerUserId,
        event: 'video.completed',
        videoId: payload.renderJobId,
        reason: null,
      });
    },
  }),
  defineSubscriber({
    event: 'render.failed',
    name: 'public-api-webhook',
    handle: async (payload, { db, eventId, occurredAt }) => {
      if (payload.kind !== 'studio' || !payload.ownerUserId) return;
      await queueVideoWebhooks(db, {
        eventId,
        occurredAt,
        ownerUserId: payload.ownerUserId,
        event: 'video.failed',
        videoId: payload.renderJobId,
        reason: payload.reason,
      });
    },
  }),
];
