import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';

/** What the demo needs: the limit's rows, the queue for its render, and an injectable clock. */
export type DemoDeps = { db: Database; queue: Queue; config: Config; now: () => Date };
