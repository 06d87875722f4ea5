import type { Database } from '../../db/client';
import type { MediaTools } from '../../providers/media-tools/index';
import type { SafeFetch } from '../../providers/safe-fetch/index';
import type { MediaStorage } from '../../providers/storage/index';

/** What a product import needs: the media module's deps (images are stored as uploads) and the safe fetch. */
export type ProductImportDeps = { db: Database; storage: MediaStorage; mediaTools: MediaTools; now: () => Date; safeFetch: SafeFetch; maxPageBytes: number };
