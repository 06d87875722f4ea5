import { handlers } from '../workers/registry';

export const start = () => handlers.map((run) => run());
