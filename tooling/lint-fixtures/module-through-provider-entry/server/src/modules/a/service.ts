// one import through the port's entry (allowed), one into the adapter's files (not)
import { makePoster } from '../../providers/video/video-engine';
import { makePoster as viaEntry } from '../../providers/video/index';

export const posters = () => [makePoster(), viaEntry()];
