import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';

/** What the lead and analytics services need; `now` is injectable so limits can be tested without waiting. */
export type LeadDeps = { db: Database; queue: Queue; config: Config; now: () => Date };
