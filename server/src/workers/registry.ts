import type { z } from 'zod';
import { creatorToolsUserData } from '../modules/creator-tools/service';
import type { Database } from '../db/client';
import type { Config } from '../config';
import { subscriberHandler, type Subscriber } from '../events/subscribers';
import type { Logger } from '../logger';
import { learningSubscribers, learningUserData } from '../modules/learning/service';
import type { Mailer } from '../providers/mail/index';
import type { MediaTools } from '../providers/media-tools/index';
import type { MediaStorage } from '../providers/storage/index';
import type { PaymentsProvider } from '../providers/payments/index';
import type { VideoProvider } from '../providers/video/index';
import type { WebhookPost } from '../providers/webhooks/index';
import { accountDataUserData, accountProfileUserData } from '../modules/account/service';
import { creditsUserData } from '../modules/credits/service';
import { funnelUserData } from '../modules/funnel/service';
import { studioUserData } from '../modules/studio/service';
import type { UserDataStep } from '../user-data/user-data-step';
import { accountDeleteJob } from '../jobs/definitions/account-delete';
import { accountExportJob } from '../jobs/definitions/account-export';
import { authCleanupJob } from '../jobs/definitions/auth-cleanup';
import { heartbeatJob } from '../jobs/definitions/heartbeat';
import { renderVideoJob } from '../jobs/definitions/render-video';
import { sendMailJob } from '../jobs/definitions/send-mail';
import { accountDeleteHandler } from './handlers/account-delete';
import { accountExportHandler } from './handlers/account-export';
import { authCleanupHandler } from './handlers/auth-cleanup';
import { heartbeatHandler } from './handlers/heartbeat';
import { renderVideoHandler } from './handlers/render-video';
import { sendMailHandler } from './handlers/send-mail';
import { backfillPostersJob } from '../jobs/definitions/backfill-posters';
import { backfillPostersHandler } from './handlers/backfill-posters';
import { gamificationSubscribers, gamificationUserData } from '../modules/gamification/service';
import { billingUserData } from '../modules/billing/service';
import { publicApiSubscribers, publicApiUserData } from '../modules/public-api/service';
import { webhookDeliverJob } from '../jobs/definitions/webhook-deliver';
import { webhookDeliverHandler } from './handlers/webhook-deliver';
import type { JobDefinition, JobHandler } from '../jobs/job-definition';
import { billingClockJob } from '../jobs/definitions/billing-clock';
import { billingClockHandler } from './handlers/billing-clock';
import { mediaUserData } from '../modules/media/service';
import { adminUsersUserData } from '../modules/admin-users/service';

/**
 * Every subscriber the app runs: each module exports its own from its service.ts and they are
 * listed here (the events folder imports no module, so publishers never depend on subscribers).
 * Their queues are created with the other jobs' at start and every instance that runs workers runs them.
 */
const eventSubscribers: Subscriber[] = [
  ...(learningSubscribers as Subscriber[]),
  ...(gamificationSubscribers as Subscriber[]),
  ...(publicApiSubscribers as Subscriber[]),
];

/**
 * Every area's part of a user's data (server/src/user-data/user-data-step.ts): the export job asks
 * each for its part of the archive, the deletion job runs each one's removal in this order, then
 * removes the account row. A module that keeps anything about a user appends its step here (at the
 * end is fine: the account row always goes after every step, so each step can still read it).
 */
export const userDataSteps: UserDataStep[] = [
  studioUserData,
  creditsUserData,
  funnelUserData,
  learningUserData,
  gamificationUserData,
  billingUserData,
  publicApiUserData,
  creatorToolsUserData,
  // before the account row goes: its deletion would unlink these rows with their reasons still in them
  adminUsersUserData,
  accountDataUserData,
  accountProfileUserData,
  mediaUserData,
];

/** Every job the app knows; a new job adds its definition, handler and any schedule here. Event subscribers are jobs too (one queue each). */
export const jobDefinitions: JobDefinition<z.ZodType>[] = [
  heartbeatJob,
  sendMailJob,
  authCleanupJob,
  renderVideoJob,
  accountExportJob,
  accountDeleteJob,
  backfillPostersJob,
  billingClockJob,
  webhookDeliverJob,
  ...eventSubscribers.map((s) => s.job),
];

export const jobSchedules = [
  { definition: heartbeatJob, cron: '* * * * *' },
  { definition: authCleanupJob, cron: '17 * * * *' },
  { definition: billingClockJob, cron: '* * * * *' },
];

/** What the workers get; the adapters among them are the ones built once for the process (createAdapters in adapters.ts). */
export type JobDeps = {
  db: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  storage: MediaStorage;
  mediaTools: MediaTools;
  payments: PaymentsProvider;
  videoProviders: VideoProvider[];
  webhookPost: WebhookPost;
  /** Aborted on shutdown so a long render does not hold up a graceful stop. */
  shutdownSignal?: AbortSignal;
};

export function createJobHandlers(deps: JobDeps): JobHandler<z.ZodType>[] {
  return [
    heartbeatHandler(deps.db),
    sendMailHandler(deps.mailer),
    authCleanupHandler(deps.db),
    renderVideoHandler({
      db: deps.db,
      storage: deps.storage,
      config: deps.config,
      logger: deps.logger,
      mediaTools: deps.mediaTools,
      providers: deps.videoProviders,
      shutdownSignal: deps.shutdownSignal,
    }),
    accountExportHandler({ ...deps, steps: userDataSteps }),
    accountDeleteHandler({ ...deps, steps: userDataSteps }),
    backfillPostersHandler({ db: deps.db, storage: deps.storage, logger: deps.logger, mediaTools: deps.mediaTools, shutdownSignal: deps.shutdownSignal }),
    billingClockHandler(deps.db),
    webhookDeliverHandler({ db: deps.db, post: deps.webhookPost }),
    ...eventSubscribers.map((subscriber) => subscriberHandler(subscriber, { db: deps.db, logger: deps.logger })),
  ] as JobHandler<z.ZodType>[];
}
