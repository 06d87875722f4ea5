import { defineSubscriber, type EventContext } from '../../events/subscribers';
import { awardEvent, type EventAward } from './awards';

// Points come only from here: each domain event that shows real work awards its rule once (the
// award's key is the event's id and the rule, so a redelivery awards nothing more).

const awardFor = (context: EventContext, award: Omit<EventAward, 'occurredAt' | 'key'> & { key?: string }) =>
  awardEvent({ db: context.db, occurredAt: context.occurredAt, key: award.key ?? `${context.eventId}:${award.rule}`, ...award });

export const gamificationSubscribers = [
  defineSubscriber({
    event: 'render.completed',
    name: 'gamification-award',
    handle: async (payload, context) => {
      // demo renders have no owner; only a creator's studio video counts
      if (payload.kind !== 'studio' || !payload.ownerUserId) return;
      await awardFor(context, { userId: payload.ownerUserId, rule: 'video_rendered', counter: 'videos', countsAsActivity: true });
    },
  }),
  defineSubscriber({
    event: 'video.shared',
    name: 'gamification-award',
    handle: async (payload, context) => {
      await awardFor(context, { userId: payload.ownerUserId, rule: 'video_shared', counter: 'shares', countsAsActivity: true });
    },
  }),
  defineSubscriber({
    event: 'video.viewed',
    name: 'gamification-award',
    handle: async (payload, context) => {
      // one award per viewer and video, however often they come back
      await awardFor(context, {
        userId: payload.ownerUserId,
        rule: 'video_viewed',
        counter: 'views',
        countsAsActivity: false,
        key: `video-viewed:${payload.renderJobId}:${payload.viewerKey}`,
      });
    },
  }),
  defineSubscriber({
    event: 'lesson.completed',
    name: 'gamification-award',
    handle: async (payload, context) => {
      await awardFor(context, { userId: payload.userId, rule: 'lesson_completed', counter: 'lessons', countsAsActivity: true });
    },
  }),
  defineSubscriber({
    event: 'practice_task.completed',
    name: 'gamification-award',
    handle: async (payload, context) => {
      await awardFor(context, { userId: payload.userId, rule: 'practice_task_completed', counter: 'practiceTasks', countsAsActivity: true });
    },
  }),
  defineSubscriber({
    event: 'quiz.passed',
    name: 'gamification-award',
    handle: async (payload, context) => {
      await awardFor(context, { userId: payload.userId, rule: 'quiz_passed', counter: 'quizzes', countsAsActivity: true });
    },
  }),
  defineSubscriber({
    event: 'module.completed',
    name: 'gamification-award',
    handle: async (payload, context) => {
      await awardFor(context, { userId: payload.userId, rule: 'module_completed', counter: 'modules', countsAsActivity: true });
    },
  }),
  defineSubscriber({
    event: 'certificate.issued',
    name: 'gamification-award',
    handle: async (payload, context) => {
      await awardFor(context, { userId: payload.userId, rule: 'certificate_issued', counter: 'certificates', countsAsActivity: true });
    },
  }),
];
