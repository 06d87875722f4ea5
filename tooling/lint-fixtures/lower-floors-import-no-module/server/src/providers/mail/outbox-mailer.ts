// an adapter that writes through a module instead of being handed a writer
import { resolveSession } from '../../modules/auth/service';

export const send = () => resolveSession('x');
