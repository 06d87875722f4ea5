import type { Executor } from '../../db/client';
import { analyticsEvents, webVitals } from '../../db/schema/index';

export async function insertAnalyticsEvent(db: Executor, event: Omit<typeof analyticsEvents.$inferInsert, 'id'>): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

export async function insertWebVital(db: Executor, vital: Omit<typeof webVitals.$inferInsert, 'id'>): Promise<void> {
  await db.insert(webVitals).values(vital);
}
