import os from 'node:os';
import { z } from 'zod';
import type { Database } from '../db/client';
import { recordWorkerHeartbeat } from '../modules/health/repository';
import { defineJob, type JobHandler } from './job-definition';

export const heartbeatJob = defineJob('system.heartbeat', z.object({}));

/** Proves end to end that a job sent through the queue is picked up and run by some worker. */
export function heartbeatHandler(db: Database): JobHandler<typeof heartbeatJob.payload> {
  const workerId = `${os.hostname()}:${process.pid}`;
  return {
    definition: heartbeatJob,
    run: () => recordWorkerHeartbeat(db, { workerId, hostname: os.hostname(), pid: process.pid }),
  };
}
