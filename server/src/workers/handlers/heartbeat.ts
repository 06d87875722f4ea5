import os from 'node:os';
import type { Database } from '../../db/client';
import { recordWorkerHeartbeat } from '../../modules/health/service';
import { heartbeatJob } from '../../jobs/definitions/heartbeat';
import type { JobHandler } from '../../jobs/job-definition';

/** Proves end to end that a job sent through the queue is picked up and run by some worker. */
export function heartbeatHandler(db: Database): JobHandler<typeof heartbeatJob.payload> {
  const workerId = `${os.hostname()}:${process.pid}`;
  return {
    definition: heartbeatJob,
    run: () => recordWorkerHeartbeat(db, { workerId, hostname: os.hostname(), pid: process.pid }),
  };
}
