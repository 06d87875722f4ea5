// one import through the port's entry (allowed), one into the adapter's files (not)
import { makePoster } from '../../providers/video/poster';
import { makePoster as viaEntry } from '../../providers/video/index';

export const posters = () => [makePoster(), viaEntry()];
