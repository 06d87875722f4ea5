// The upload check's port: what a module may use (a module reaches a port only through its index.ts).
export { resolveFfprobePath } from './ffprobe-path';
export { probeMedia } from './probe-media';
