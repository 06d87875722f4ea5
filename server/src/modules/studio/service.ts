/**
 * The studio module's face for the rest of the server. Routes, repositories and the other
 * services stay private.
 */
export { studioUserData } from './user-data';
export { studioPosterUrl } from './video-presenter';
export { createVideoGroup, type Creator } from './video-service';
export type { StudioDeps } from './studio-deps';
