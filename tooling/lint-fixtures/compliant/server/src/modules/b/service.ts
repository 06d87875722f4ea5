import { countRows } from './repository';

export const countThings = () => countRows();
