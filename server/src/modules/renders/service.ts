// The renders module's face (the only file other modules import): the queue side that creates
// render jobs, the runner that makes them (a pipeline of steps), posters, and the job rows other
// modules may read. The logic lives in the topic files named below.
export type { RenderDeps, RenderQueueDeps } from './render-deps';
export { createRender, createRenderWithin, type CreateRenderInput } from './render-queue';
export { runRender } from './render-runner';
export { failRender } from './render-outcome';
export { backfillPosters, posterKeyOf } from './posters';
export { findQueuePosition } from './queue-repository';
// What other modules may use of the render_jobs rows; the repository itself stays private.
export { findRenderJob, listCompletedRenders, type RenderJobRow } from './repository';
export { segmentKeysOf } from './segment-cache';
