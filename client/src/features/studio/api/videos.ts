import type { CreateVariantRequest, CreateVideoRequest, ListVideosQuery, ListVideosResponse, ShareResponse, StudioVideo } from '@common/contracts/studio';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CREDITS_KEY, LEDGER_KEY } from './credits';
import { apiJson, queryString } from './json';

export const VIDEOS_KEY = ['/api/studio/videos'] as const;
const videoKey = (id: string) => [...VIDEOS_KEY, id] as const;

/** While a render runs its page asks again this often. */
export const RENDER_POLL_MS = 1_500;

export function isRunning(video: Pick<StudioVideo, 'status'> | undefined): boolean {
  return video?.status === 'queued' || video?.status === 'processing';
}

/** One video of the creator's; polls while it renders. */
export function useStudioVideo(id: string) {
  return useQuery<StudioVideo>({
    queryKey: videoKey(id),
    queryFn: () => apiJson<StudioVideo>('GET', `/api/studio/videos/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (isRunning(query.state.data) ? RENDER_POLL_MS : false),
    staleTime: 0,
  });
}

export type VideoFilters = Omit<ListVideosQuery, 'cursor' | 'limit'>;

/** A page-by-page listing (history: any status; library: finished only). */
export function useVideoList(filters: VideoFilters, options: { pollWhileRunning?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: [...VIDEOS_KEY, 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => apiJson<ListVideosResponse>('GET', `/api/studio/videos${queryString({ ...filters, cursor: pageParam })}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    refetchInterval: (query) =>
      options.pollWhileRunning && query.state.data?.pages.some((page) => page.videos.some(isRunning)) ? RENDER_POLL_MS * 2 : false,
  });
}

/** After anything that spends or refunds: the balance, the ledger and the lists are out of date. */
function afterSpend(queryClient: QueryClient, video?: StudioVideo) {
  if (video) queryClient.setQueryData(videoKey(video.id), video);
  void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
  void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
  void queryClient.invalidateQueries({ queryKey: [...VIDEOS_KEY, 'list'] });
}

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVideoRequest) => apiJson<StudioVideo>('POST', '/api/studio/videos', request),
    onSuccess: (video) => afterSpend(queryClient, video),
  });
}

export function useCreateVariant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVariantRequest) => apiJson<StudioVideo>('POST', `/api/studio/videos/${encodeURIComponent(id)}/variants`, request),
    onSuccess: (video) => afterSpend(queryClient, video),
  });
}

export function useRetryVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiJson<StudioVideo>('POST', `/api/studio/videos/${encodeURIComponent(id)}/retry`, { idempotencyKey }),
    onSuccess: (video) => afterSpend(queryClient, video),
  });
}

export function useRenameVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => apiJson<StudioVideo>('PATCH', `/api/studio/videos/${encodeURIComponent(id)}`, { title }),
    onSuccess: (video) => {
      queryClient.setQueryData(videoKey(id), video);
      void queryClient.invalidateQueries({ queryKey: [...VIDEOS_KEY, 'list'] });
    },
  });
}

export function useDeleteVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await apiRequest('DELETE', `/api/studio/videos/${encodeURIComponent(id)}`)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: videoKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...VIDEOS_KEY, 'list'] });
    },
  });
}

/** Makes (or returns) the live share link, or turns it off. */
export function useShareLink(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: videoKey(id) });
  const share = useMutation({
    mutationFn: () => apiJson<ShareResponse>('POST', `/api/studio/videos/${encodeURIComponent(id)}/share`),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: async () => void (await apiRequest('DELETE', `/api/studio/videos/${encodeURIComponent(id)}/share`)),
    onSuccess: refresh,
  });
  return { share, revoke };
}
