// a handler in the queue's folder: handlers live in workers/, above the modules
import { resolveSession } from '../modules/auth/service';

export const run = () => resolveSession('y');
