import { videoPosterUrl, videoProxyUrl } from '@common/rules/video-proxy-url';
import type { ShowcaseCandidates, ShowcaseSettings } from '@common/contracts/video';
import { AppError } from '../../http/app-error';
import { findRenderJob, listCompletedRenders, type RenderQueueDeps } from '../renders/service';
import { findShowcaseSettings, saveShowcaseSettings } from './repository';

const EMPTY: ShowcaseSettings = { video1Id: '', video2Id: '', video3Id: '', video4Id: '', demoVideoId: '' };

function pick(row: ShowcaseSettings): ShowcaseSettings {
  return { video1Id: row.video1Id, video2Id: row.video2Id, video3Id: row.video3Id, video4Id: row.video4Id, demoVideoId: row.demoVideoId };
}

export async function getShowcaseSettings(deps: Pick<RenderQueueDeps, 'db'>): Promise<ShowcaseSettings> {
  const row = await findShowcaseSettings(deps.db);
  return row ? pick(row) : EMPTY;
}

/** Only finished renders may be shown; blank slots stay blank. */
export async function updateShowcaseSettings(
  deps: Pick<RenderQueueDeps, 'db' | 'now'>,
  settings: ShowcaseSettings,
  adminId: string,
): Promise<ShowcaseSettings> {
  for (const [slot, id] of Object.entries(settings)) {
    if (!id) continue;
    const job = await findRenderJob(deps.db, id);
    if (job?.status !== 'completed') throw new AppError('BAD_REQUEST', `${slot}: no finished video has the id ${id}.`, { field: slot });
  }
  return pick(await saveShowcaseSettings(deps.db, settings, adminId, deps.now()));
}

export async function listShowcaseCandidates(deps: Pick<RenderQueueDeps, 'db'>): Promise<ShowcaseCandidates> {
  const rows = await listCompletedRenders(deps.db, 100);
  return {
    videos: rows.map((row) => ({
      id: row.id,
      prompt: row.prompt,
      visualStyle: row.visualStyle,
      aspectRatio: row.aspectRatio,
      durationSeconds: row.durationSeconds,
      videoUrl: videoProxyUrl(row.id),
      posterUrl: row.posterKey ? videoPosterUrl(row.id) : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Whether an admin has put this video in one of the showcase slots (a studio video is public only then). */
export async function isShowcased(deps: Pick<RenderQueueDeps, 'db'>, id: string): Promise<boolean> {
  const settings = await findShowcaseSettings(deps.db);
  const chosen = settings ? [settings.video1Id, settings.video2Id, settings.video3Id, settings.video4Id, settings.demoVideoId] : [];
  return chosen.includes(id);
}
