export { makePoster } from './video-engine';
