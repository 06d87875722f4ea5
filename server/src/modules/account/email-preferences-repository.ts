import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailPreferences } from '../../db/schema/index';

export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;

export async function findEmailPreferences(db: Executor, userId: string): Promise<EmailPreferencesRow | undefined> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return row;
}

export async function upsertEmailPreferences(db: Executor, values: EmailPreferencesRow): Promise<EmailPreferencesRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db.insert(emailPreferences).values(values).onConflictDoUpdate({ target: emailPreferences.userId, set: changes }).returning();
  return row!;
}
