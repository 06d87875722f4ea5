import type { StudioVideo } from '@common/contracts/studio';
import { showsWatermark } from '@common/rules/watermark';
import type { OwnedVideo } from './video-repository';

export function studioMediaUrl(id: string): string {
  return `/api/studio/videos/${encodeURIComponent(id)}/media`;
}

export function studioPosterUrl(id: string): string {
  return `/api/studio/videos/${encodeURIComponent(id)}/poster`;
}

export function studioCaptionsUrl(id: string, format: 'vtt' | 'srt'): string {
  return `/api/studio/videos/${encodeURIComponent(id)}/captions.${format}`;
}

/** The owner's view of one video. */
export function toStudioVideo(row: OwnedVideo): StudioVideo {
  const ready = row.status === 'completed' && Boolean(row.mediaKey);
  return {
    id: row.id,
    title: row.title ?? row.prompt,
    description: row.prompt,
    visualStyle: row.visualStyle,
    aspectRatio: row.aspectRatio,
    durationSeconds: row.durationSeconds,
    tone: row.tone ?? null,
    scenes: row.scenes ?? null,
    product: row.product ?? null,
    status: row.status,
    progress: row.progress,
    error: row.error,
    provider: row.provider,
    engine: row.engine,
    costCredits: row.costCredits,
    creatorPlan: row.creatorPlan,
    watermark: showsWatermark(row.creatorPlan),
    videoUrl: ready ? studioMediaUrl(row.id) : null,
    downloadUrl: ready ? `${studioMediaUrl(row.id)}?download=1` : null,
    posterUrl: ready && row.posterKey ? studioPosterUrl(row.id) : null,
    variantOfId: row.variantOfId,
    retryOfId: row.retryOfId,
    versionOfId: row.versionOfId,
    version: row.version,
    encodedScenes: row.segments ? [...new Set(row.segments.filter((s) => s.encoded && s.part === 'scene').map((s) => s.scene))] : null,
    shareToken: row.shareToken,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    voice: row.voiceId ? { voiceId: row.voiceId, speed: row.voiceSpeed ?? 1, recordingId: row.voiceRecordingId ?? null } : null,
    captionStyle: row.captionStyle ?? null,
    platformPreset: row.platformPreset ?? null,
    output: row.output ?? null,
    engines: { video: row.engine, voice: row.voiceEngine ?? null },
    qualityReport: row.qualityReport ?? null,
    packageUrl: ready ? `/api/studio/videos/${encodeURIComponent(row.id)}/package` : null,
    captionsUrls: ready && row.speechTimeline ? { vtt: studioCaptionsUrl(row.id, 'vtt'), srt: studioCaptionsUrl(row.id, 'srt') } : null,
  };
}
