export { sendEvent } from './send';
export { optIn } from './opt-in';
