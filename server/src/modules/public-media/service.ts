/** The public media proxies' face: rendered videos and posters served with HTTP Range. */
export { getVideoDetails, sendPublicPoster, sendShowcasePoster, streamRender } from './media-proxy';
