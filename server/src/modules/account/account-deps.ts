import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import type { MediaStorage } from '../../providers/storage/index';

/** What the "your data" routes need; the jobs get the steps and storage from the registry. */
export type AccountDeps = { db: Database; queue: Queue; config: Config; now: () => Date; storage: MediaStorage };
