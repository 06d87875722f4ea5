// What other features may use of the studio.
export { sendToVideoMaker } from './lib/send-to-video-maker';
