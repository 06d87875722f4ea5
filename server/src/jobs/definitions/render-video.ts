import { z } from 'zod';
import { defineJob } from '../job-definition';

/**
 * Render one video. The payload is only the id: the handler reloads the row, so a redelivered
 * or duplicated message is harmless. Retry count and expiry are set per job from the configuration.
 */
export const renderVideoJob = defineJob('video.render', z.object({ jobId: z.string().min(1) }), {
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
});
