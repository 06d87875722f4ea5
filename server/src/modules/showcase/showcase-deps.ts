import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';

/** What the showcase settings and their first-start seed need (the seed queues renders). */
export type ShowcaseDeps = { db: Database; queue: Queue; config: Config; now: () => Date };
