export { makePoster } from './poster';
