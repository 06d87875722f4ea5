import { z } from 'zod';

/** GET /api/admin/mail-outbox: the newest messages the embedded mail adapter kept (admins only). */
export const mailOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
