import type { V1CreateVideoRequest, V1Video } from '@common/contracts/public-api';
import type { Plan } from '@common/contracts/auth';
import { createStudioVideo, getOwnedVideo, listVideos, toStudioVideo, type OwnedVideo, type StudioDeps } from '../studio/service';

export function toV1Video(row: OwnedVideo): V1Video {
  const video = toStudioVideo(row);
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    visualStyle: video.visualStyle,
    aspectRatio: video.aspectRatio,
    durationSeconds: video.durationSeconds,
    status: video.status,
    progress: video.progress,
    error: video.error,
    costCredits: video.costCredits,
    downloadUrl: video.downloadUrl ? `/api/v1/videos/${encodeURIComponent(video.id)}/download` : null,
    createdAt: video.createdAt,
    qualityReport: video.qualityReport,
  };
}

/**
 * A video from a description and options, through the studio's own path (credits spent with the
 * job in one transaction, the idempotency key against paying twice). Without scenes, the studio's
 * script writer writes them first, as the browser's "Generate script" does.
 */
export async function createApiVideo(deps: StudioDeps, creator: { id: string; plan: Plan }, input: V1CreateVideoRequest): Promise<V1Video> {
  const { scenes: given, ...options } = input;
  const scenes =
    given ??
    (
      await deps.scriptWriting.writeScript({
        description: options.description,
        visualStyle: options.visualStyle,
        aspectRatio: options.aspectRatio,
        durationSeconds: options.durationSeconds,
        tone: options.tone,
      })
    ).scenes;
  return toV1Video(await createStudioVideo(deps, creator, { ...options, scenes }));
}

export async function getApiVideo(deps: StudioDeps, userId: string, id: string): Promise<V1Video> {
  return toV1Video(await getOwnedVideo(deps.db, userId, id));
}

export async function listApiVideos(deps: StudioDeps, userId: string, query: { status?: OwnedVideo['status']; cursor?: string; limit: number }) {
  const { rows, nextCursor } = await listVideos(deps.db, userId, { ...query, sort: 'newest' });
  return { videos: rows.map(toV1Video), nextCursor };
}
