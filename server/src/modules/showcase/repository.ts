import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { showcaseSettings } from '../../db/schema/index';

export type ShowcaseSettingsRow = typeof showcaseSettings.$inferSelect;

export async function findShowcaseSettings(db: Executor): Promise<ShowcaseSettingsRow | undefined> {
  const [row] = await db.select().from(showcaseSettings).where(eq(showcaseSettings.id, 1));
  return row;
}

type ShowcaseIds = Pick<ShowcaseSettingsRow, 'video1Id' | 'video2Id' | 'video3Id' | 'video4Id' | 'demoVideoId'>;

export async function saveShowcaseSettings(db: Executor, ids: ShowcaseIds, updatedBy: string | null, now: Date): Promise<ShowcaseSettingsRow> {
  const [row] = await db
    .insert(showcaseSettings)
    .values({ id: 1, ...ids, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: showcaseSettings.id, set: { ...ids, updatedBy, updatedAt: now } })
    .returning();
  return row!;
}

/** Creates the settings row only if none exists; true for the one instance that created it. */
export async function createShowcaseSettingsOnce(db: Executor, ids: ShowcaseIds, now: Date): Promise<boolean> {
  const rows = await db
    .insert(showcaseSettings)
    .values({ id: 1, ...ids, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: showcaseSettings.id });
  return rows.length > 0;
}
