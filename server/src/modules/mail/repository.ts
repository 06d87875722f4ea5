import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export async function insertOutboxMessage(db: Executor, message: { to: string; subject: string; text: string; html?: string }): Promise<void> {
  await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
}

export async function listOutboxMessages(db: Executor, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/**
 * A removed account's mail: the outbox keeps no message to its address, and neither does the
 * queue, which keeps finished `mail.send` jobs (their payload names the address) for days.
 */
export async function deleteMailTo(db: Executor, email: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
  await db.execute(sql`delete from pgboss.job where name = 'mail.send' and lower(data->>'to') = lower(${email})`);
  await db.execute(sql`delete from pgboss.archive where name = 'mail.send' and lower(data->>'to') = lower(${email})`);
}
