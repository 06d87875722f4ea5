import type { VideoDeps } from '../video/video-deps';

export type StudioDeps = VideoDeps;
