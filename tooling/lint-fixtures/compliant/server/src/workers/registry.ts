// the floor above the modules: it wires their handlers to the queue
import { send } from '../jobs/queue';
import { describeThings } from '../modules/a/service';

export const handlers = [() => describeThings(), () => send('thing.made')];
