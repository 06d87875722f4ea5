import { creditBalanceSchema, ledgerQuerySchema, ledgerResponseSchema } from '@common/contracts/credits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { getBalance, getRenderCost, listLedger } from './service';

/** The signed-in creator's balance and ledger. */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/credits', { schema: { response: { 200: creditBalanceSchema } }, onRequest: app.sessions.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { balance: await getBalance({ db, userId: request.user!.id }), renderCost: getRenderCost() };
  });

  app.get(
    '/api/credits/ledger',
    { schema: { querystring: ledgerQuerySchema, response: { 200: ledgerResponseSchema } }, onRequest: app.sessions.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listLedger({ db, userId: request.user!.id, ...request.query });
    },
  );
};
