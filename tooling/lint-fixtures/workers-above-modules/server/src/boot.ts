// allowed: the composition root starts the workers
import { handlers } from './workers/registry';

export const boot = () => handlers.length;
