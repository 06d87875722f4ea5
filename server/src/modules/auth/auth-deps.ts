import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';

/** What the account services need; `now` is injectable so expiry can be tested without waiting. */
export type AuthDeps = { db: Database; queue: Queue; config: Config; now: () => Date };

/** Who is asking, for throttles and the session record. */
export type RequestMeta = { ip: string; userAgent: string | undefined };
