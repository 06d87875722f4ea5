import type { Database } from '../../db/client';
import type { MediaTools } from '../../providers/media-tools/index';
import type { MediaStorage } from '../../providers/storage/index';

/** What the media module needs (uploads, the brand kit, a render's media); each function takes the part it uses. */
export type MediaDeps = { db: Database; storage: MediaStorage; mediaTools: MediaTools; now: () => Date };
