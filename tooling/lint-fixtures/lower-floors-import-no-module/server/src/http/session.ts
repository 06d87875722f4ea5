// an HTTP plugin that calls into a module: it belongs to the module (its plugin)
import { resolveSession } from '../modules/auth/service';

export const currentUser = (token: string) => resolveSession(token);
