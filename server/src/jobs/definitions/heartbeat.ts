import { z } from 'zod';
import { defineJob } from '../job-definition';

export const heartbeatJob = defineJob('system.heartbeat', z.object({}));
