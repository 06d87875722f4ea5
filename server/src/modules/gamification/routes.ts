import {
  achievementParamsSchema,
  achievementSeenResponseSchema,
  achievementsResponseSchema,
  categoryLeaderboardQuerySchema,
  checkAchievementsRequestSchema,
  checkAchievementsResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  myAchievementsResponseSchema,
  preferencesRequestSchema,
  preferencesResponseSchema,
  recordActivityRequestSchema,
  statsResponseSchema,
  streakResponseSchema,
} from '@common/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { checkAchievements, listAchievements, listMyAchievements, markSeen } from './achievements';
import { getLeaderboard } from './leaderboards';
import { getGamificationPreferences, getStats, updateGamificationPreferences } from './player-stats';
import { buyFreezeToken, getStreak, recordActivity, useFreezeToken } from './streaks';

/** The spec's eleven /api/gamification/* calls, plus buying a freeze token and the zone/opt-out preferences. All for the signed-in user only. */
export const gamificationRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (app, { db, now }) => {
  const guard = app.sessions.requireUser;
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/gamification/')) reply.header('cache-control', 'no-store');
  });
  const userId = (request: { user: { id: string } | null }) => request.user!.id;

  app.get('/api/gamification/achievements', { schema: { response: { 200: achievementsResponseSchema } }, onRequest: guard }, (request) =>
    listAchievements({ db, userId: userId(request) }),
  );
  app.get('/api/gamification/my-achievements', { schema: { response: { 200: myAchievementsResponseSchema } }, onRequest: guard }, (request) =>
    listMyAchievements({ db, userId: userId(request) }),
  );
  app.post(
    '/api/gamification/achievements/:id/seen',
    { schema: { params: achievementParamsSchema, response: { 200: achievementSeenResponseSchema } }, onRequest: guard },
    (request) => markSeen({ db, userId: userId(request), achievementId: request.params.id, now: now() }),
  );
  app.post(
    '/api/gamification/check-achievements',
    { schema: { body: checkAchievementsRequestSchema, response: { 200: checkAchievementsResponseSchema } }, onRequest: guard },
    (request) => checkAchievements({ db, userId: userId(request), now: now() }),
  );
  app.post(
    '/api/gamification/record-activity',
    { schema: { body: recordActivityRequestSchema, response: { 200: streakResponseSchema } }, onRequest: guard },
    (request) => recordActivity({ db, userId: userId(request), ...request.body, now: now() }),
  );
  app.get('/api/gamification/streak', { schema: { response: { 200: streakResponseSchema } }, onRequest: guard }, (request) =>
    getStreak({ db, userId: userId(request), now: now() }),
  );
  app.post('/api/gamification/use-freeze-token', { schema: { response: { 200: streakResponseSchema } }, onRequest: guard }, (request) =>
    useFreezeToken({ db, userId: userId(request), now: now() }),
  );
  app.post('/api/gamification/buy-freeze-token', { schema: { response: { 200: streakResponseSchema } }, onRequest: guard }, (request) =>
    buyFreezeToken({ db, userId: userId(request), now: now() }),
  );
  app.get(
    '/api/gamification/leaderboard/global',
    { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema } }, onRequest: guard },
    (request) => getLeaderboard({ db, userId: userId(request), board: 'global', limit: request.query.limit, now: now() }),
  );
  app.get(
    '/api/gamification/leaderboard/weekly',
    { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema } }, onRequest: guard },
    (request) => getLeaderboard({ db, userId: userId(request), board: 'weekly', limit: request.query.limit, now: now() }),
  );
  app.get(
    '/api/gamification/leaderboard/category',
    { schema: { querystring: categoryLeaderboardQuerySchema, response: { 200: leaderboardResponseSchema } }, onRequest: guard },
    (request) => getLeaderboard({ db, userId: userId(request), board: request.query.category, limit: request.query.limit, now: now() }),
  );
  app.get('/api/gamification/stats', { schema: { response: { 200: statsResponseSchema } }, onRequest: guard }, (request) =>
    getStats({ db, userId: userId(request), now: now() }),
  );
  app.put(
    '/api/gamification/preferences',
    { schema: { body: preferencesRequestSchema, response: { 200: preferencesResponseSchema } }, onRequest: guard },
    (request) => updateGamificationPreferences({ db, userId: userId(request), ...request.body, now: now() }),
  );
  app.get('/api/gamification/preferences', { schema: { response: { 200: preferencesResponseSchema } }, onRequest: guard }, (request) =>
    getGamificationPreferences({ db, userId: userId(request) }),
  );
};
