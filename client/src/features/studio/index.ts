// The studio's public entry for other features: the insights screens pick finished videos; the
// creator tools send their results to the video maker.
export { useVideoList } from './api/list-videos';
export { sendToVideoMaker } from './lib/send-to-video-maker';
