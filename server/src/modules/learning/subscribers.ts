import { CERTIFIED_CREATOR_PROGRAM } from '@common/catalog/curriculum';
import { defineSubscriber } from '../../events/subscribers';
import { issueProgramCertificateIfDone } from './program-certificate';
import { defaultLearningContent } from './learning-deps';
import { recordEngineResultForPractice, recordRenderForPractice, recordShareForPractice } from './practice';

/**
 * Practice tasks tick only from what really happened: a finished studio render (its row is read and
 * checked against each task's `check`), a share link made, or a module engine's result saved. Idempotent: a task completion is one
 * row per user and task (`on conflict do nothing`), so a redelivered event changes nothing.
 */
export const learningSubscribers = [
  defineSubscriber({
    event: 'render.completed',
    name: 'learning-practice-tasks',
    handle: async (payload, context) => {
      if (payload.kind !== 'studio' || !payload.ownerUserId) return;
      await recordRenderForPractice(context.db, defaultLearningContent(), payload.renderJobId, new Date());
    },
  }),
  defineSubscriber({
    event: 'video.shared',
    name: 'learning-practice-tasks',
    handle: async (payload, context) => {
      await recordShareForPractice(context.db, defaultLearningContent(), { userId: payload.ownerUserId, renderJobId: payload.renderJobId }, new Date());
    },
  }),
  defineSubscriber({
    event: 'engine_result.saved',
    name: 'learning-practice-tasks',
    handle: async (payload, context) => {
      await recordEngineResultForPractice(context.db, defaultLearningContent(), { userId: payload.userId, itemId: payload.itemId }, new Date());
    },
  }),
  // The seventh module certificate issues the program's (idempotent: see issueProgramCertificateIfDone).
  defineSubscriber({
    event: 'certificate.issued',
    name: 'learning-program-certificate',
    handle: async (payload, context) => {
      if (payload.moduleId === CERTIFIED_CREATOR_PROGRAM.id) return;
      await issueProgramCertificateIfDone(context.db, payload.userId, new Date());
    },
  }),
];
