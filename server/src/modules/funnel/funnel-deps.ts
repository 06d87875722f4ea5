import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';

/** What the funnel's services need (leads, lead events, analytics events, web vitals); `now` is injectable so limits can be tested without waiting. */
export type FunnelDeps = { db: Database; queue: Queue; config: Config; now: () => Date };
