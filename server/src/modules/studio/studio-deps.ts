import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import type { MediaStorage } from '../../providers/storage/index';
import type { ScriptWriting } from '../../providers/script-writer/index';

export type StudioDeps = { db: Database; queue: Queue; config: Config; now: () => Date; storage: MediaStorage; scriptWriting: ScriptWriting };
