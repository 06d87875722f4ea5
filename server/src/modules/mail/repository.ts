import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export async function insertOutboxMessage(
  db: Executor,
  message: { to: string; subject: string; text: string; html?: string },
): Promise<void> {
  await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
}

export async function listOutboxMessages(db: Executor, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/** A removed account's mail: the outbox keeps no message to its address. */
export async function deleteOutboxMessagesTo(db: Executor, email: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
}
