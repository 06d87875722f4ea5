import type { ListVideosQuery, ListVideosResponse } from '@common/contracts/studio';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';
import { isRunning, RENDER_POLL_MS, VIDEO_LISTS_KEY } from './video-cache';

export type VideoFilters = Omit<ListVideosQuery, 'cursor' | 'limit'>;

/** GET /api/studio/videos: one page of the creator's videos after `cursor`. */
export const listVideos = (filters: VideoFilters, cursor?: string) =>
  apiJson<ListVideosResponse>('GET', `/api/studio/videos${queryString({ ...filters, cursor })}`);

/** A page-by-page listing (history: any status; library: finished only). */
export const videoListQueryOptions = (filters: VideoFilters, { pollWhileRunning = false }: { pollWhileRunning?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: [...VIDEO_LISTS_KEY, filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => listVideos(filters, pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    refetchInterval: (query) => (pollWhileRunning && query.state.data?.pages.some((page) => page.videos.some(isRunning)) ? RENDER_POLL_MS * 2 : false),
  });

export function useVideoList(filters: VideoFilters, options: { pollWhileRunning?: boolean } = {}) {
  return useInfiniteQuery(videoListQueryOptions(filters, options));
}
