import type { Database } from '../../db/client';
import type { MediaStorage } from '../../providers/storage/index';

/** The public proxies only read rows and stream stored files. */
export type PublicMediaDeps = { db: Database; storage: MediaStorage };
