import type { z } from 'zod';
import type { Database } from '../db/client';
import type { Config } from '../config';
import { subscriberHandler, type Subscriber } from '../events/subscribers';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail/index';
import type { MediaStorage } from '../providers/storage/index';
import type { VideoProvider } from '../providers/video/index';
import { authCleanupJob } from './definitions/auth-cleanup';
import { heartbeatJob } from './definitions/heartbeat';
import { renderVideoJob } from './definitions/render-video';
import { sendMailJob } from './definitions/send-mail';
import { authCleanupHandler } from './handlers/auth-cleanup';
import { heartbeatHandler } from './handlers/heartbeat';
import { renderVideoHandler } from './handlers/render-video';
import { sendMailHandler } from './handlers/send-mail';
import type { JobDefinition, JobHandler } from './job-definition';
import { billingClockJob } from './definitions/billing-clock';
import { billingClockHandler } from './handlers/billing-clock';

/**
 * Every subscriber the app runs: each module exports its own from its service.ts and they are
 * listed here (the events folder imports no module, so publishers never depend on subscribers).
 * Their queues are created with the other jobs' at start and every instance that runs workers runs them.
 */
const eventSubscribers: Subscriber[] = [];

/** Every job the app knows; a new job adds its definition, handler and any schedule here. Event subscribers are jobs too (one queue each). */
export const jobDefinitions: JobDefinition<z.ZodType>[] = [heartbeatJob, sendMailJob, authCleanupJob, renderVideoJob, billingClockJob, ...eventSubscribers.map((s) => s.job)];

export const jobSchedules = [
  { definition: heartbeatJob, cron: '* * * * *' },
  { definition: authCleanupJob, cron: '17 * * * *' },
  { definition: billingClockJob, cron: '* * * * *' },
];

export type JobDeps = {
  db: Database;
  mailer: Mailer;
  config: Config;
  logger: Logger;
  storage: MediaStorage;
  videoProviders: VideoProvider[];
  /** Aborted on shutdown so a long render does not hold up a graceful stop. */
  shutdownSignal?: AbortSignal;
};

export function createJobHandlers(deps: JobDeps): JobHandler<z.ZodType>[] {
  return [
    heartbeatHandler(deps.db),
    sendMailHandler(deps.mailer),
    authCleanupHandler(deps.db),
    renderVideoHandler({ db: deps.db, storage: deps.storage, config: deps.config, logger: deps.logger, providers: deps.videoProviders, shutdownSignal: deps.shutdownSignal }),
    billingClockHandler(deps.db),
    ...eventSubscribers.map((subscriber) => subscriberHandler(subscriber, { db: deps.db, logger: deps.logger })),
  ] as JobHandler<z.ZodType>[];
}
