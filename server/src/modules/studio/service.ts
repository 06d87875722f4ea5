/**
 * The studio module's face for the rest of the server. Routes, repositories and the other
 * services stay private.
 */
export { studioUserData } from './user-data';
export { studioPosterUrl } from './video-presenter';
export { createVideoGroup, type Creator } from './video-service';
// the public API (issue 18, modules/public-api) makes and reads the same studio videos
export { createStudioVideo } from './video-service';
export { getOwnedVideo, listVideos } from './library-service';
export { toStudioVideo } from './video-presenter';
export type { StudioDeps } from './studio-deps';
export type { OwnedVideo } from './video-repository';
