import type { RenderStatus } from '@common/contracts/video';

/** The render animation's named stages, in order, with the progress at which each begins. */
export const RENDER_STAGES = [
  { name: 'In the queue', from: 0 },
  { name: 'Setting the scene', from: 1 },
  { name: 'Animating your scenes', from: 10 },
  { name: 'Adding music and captions', from: 60 },
  { name: 'Encoding the video', from: 90 },
] as const;

/** Index of the stage a render is in (queued renders wait in the first one). */
export function stageIndex(status: RenderStatus, progress: number): number {
  if (status === 'queued') return 0;
  if (status === 'completed') return RENDER_STAGES.length - 1;
  let index = 1;
  for (const [i, stage] of RENDER_STAGES.entries()) if (i > 0 && progress >= stage.from) index = i;
  return index;
}

/** "1:05" from milliseconds. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
