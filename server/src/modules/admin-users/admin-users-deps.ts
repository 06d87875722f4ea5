import type { Database } from '../../db/client';

export type AdminUsersDeps = { db: Database; now: () => Date };
