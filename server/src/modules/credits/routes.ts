import { CREDIT_RULES, creditBalanceSchema, ledgerQuerySchema, ledgerResponseSchema } from '@common/contracts/credits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { listLedger, readBalance } from './ledger-repository';

/** The signed-in creator's balance and ledger. */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/credits', { schema: { response: { 200: creditBalanceSchema } }, preHandler: app.sessions.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { balance: await readBalance(db, request.user!.id), renderCost: CREDIT_RULES.renderCost };
  });

  app.get(
    '/api/credits/ledger',
    { schema: { querystring: ledgerQuerySchema, response: { 200: ledgerResponseSchema } }, preHandler: app.sessions.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { before, limit } = request.query;
      const rows = await listLedger(db, request.user!.id, { before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        entries: page.map((row) => ({
          id: row.id,
          kind: row.kind,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          reason: row.reason,
          renderJobId: row.renderJobId,
          createdAt: row.createdAt.toISOString(),
        })),
        nextBefore: rows.length > limit ? page.at(-1)!.id : null,
      };
    },
  );
};
