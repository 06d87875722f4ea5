import { insertRow } from './repository';

export const addThing = () => insertRow();
