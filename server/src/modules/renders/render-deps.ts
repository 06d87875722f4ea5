import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { MediaTools } from '../../providers/media-tools/index';
import type { MediaStorage } from '../../providers/storage/index';
import type { VideoProvider } from '../../providers/video/index';

/**
 * What the renders module needs; each function takes the part it uses (`Pick<RenderDeps, …>`).
 * A module that creates renders passes the queue side, the worker the running side.
 */
export type RenderDeps = {
  db: Database;
  queue: Queue;
  storage: MediaStorage;
  config: Config;
  logger: Logger;
  mediaTools: MediaTools;
  /** The configured provider first; `local` last as the fallback (or alone). */
  providers: VideoProvider[];
  /** The clock; the system's when not given. */
  now?: () => Date;
  /** Aborted when the process stops: the attempt ends at once and the queue retries it elsewhere. */
  shutdownSignal?: AbortSignal;
};

/** What a module that creates renders passes (the demo, the showcase seed, the studio): rows, the queue, config and its clock. */
export type RenderQueueDeps = Pick<RenderDeps, 'db' | 'queue' | 'config'> & { now: () => Date };
