// the composition root imports every floor
import { handlers } from './workers/registry';

export const boot = () => handlers.length;
