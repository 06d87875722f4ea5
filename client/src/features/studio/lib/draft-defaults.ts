import type { DraftInput } from '@common/contracts/studio';
import { DEFAULT_VIDEO_SECONDS } from '@common/catalog/video-lengths';
import { randomUuid } from '@/lib/random-uuid';

export const DEFAULT_DRAFT: DraftInput = {
  description: '',
  visualStyle: 'cinematic',
  aspectRatio: '9:16',
  durationSeconds: DEFAULT_VIDEO_SECONDS,
  tone: 'curious',
  scenes: [],
};

export function newSceneId(): string {
  return `scene-${randomUuid().slice(0, 8)}`;
}

export function sameDraft(a: DraftInput, b: DraftInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
