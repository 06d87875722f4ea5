import type { resolveSession } from '../modules/auth/service';

export type Check = typeof resolveSession;
