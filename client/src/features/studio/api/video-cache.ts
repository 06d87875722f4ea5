import type { StudioVideo } from '@common/contracts/studio';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateCredits } from '@/features/credits';

/** Every studio-video query starts with this key: one video is `[…, id]`, a listing `[…, 'list', filters]`. */
export const VIDEOS_KEY = ['/api/studio/videos'] as const;
export const videoKey = (id: string) => [...VIDEOS_KEY, id] as const;
export const VIDEO_LISTS_KEY = [...VIDEOS_KEY, 'list'] as const;

/** While a render runs its page asks again this often. */
export const RENDER_POLL_MS = 1_500;

export function isRunning(video: Pick<StudioVideo, 'status'> | undefined): boolean {
  return video?.status === 'queued' || video?.status === 'processing';
}

/** A video changed (renamed, deleted, shared): the listings are out of date. */
export function refreshVideoLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: VIDEO_LISTS_KEY });
}

/** After anything that spends or refunds: the balance, the ledger and the lists are out of date. */
export function afterSpend(queryClient: QueryClient, video: StudioVideo): void {
  queryClient.setQueryData(videoKey(video.id), video);
  invalidateCredits(queryClient);
  refreshVideoLists(queryClient);
}
