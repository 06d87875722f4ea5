// writes module b's rows behind b's service's back
import { insertRow } from '../b/repository';

export const addThingToo = () => insertRow();
