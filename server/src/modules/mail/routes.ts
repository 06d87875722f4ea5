import { mailOutboxResponseSchema } from '@common/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { listOutboxMessages } from './repository';

/** The outbox lets an operator without SMTP read what the app "sent" (e.g. a verification link). */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get('/api/admin/mail-outbox', { schema: { response: { 200: mailOutboxResponseSchema } }, onRequest: app.sessions.requireAdmin }, async () => ({
    messages: (await listOutboxMessages(deps.db, 50)).map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
  }));
};
