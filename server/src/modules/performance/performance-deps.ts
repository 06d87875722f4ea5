import type { Config } from '../../config';
import type { Database } from '../../db/client';

export type PerformanceDeps = { db: Database; config: Config; now: () => Date };
