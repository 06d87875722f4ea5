import type { Scene } from '@common/contracts/script';
import { STUDIO_MESSAGES, type CreateEditRequest, type EditQuote } from '@common/contracts/studio';
import { changedScenes, editCostCredits } from '@common/catalog/edit-costs';
import { renderCostCredits } from '@common/catalog/plans';
import { AppError } from '../../http/app-error';
import { getOwnedVideo } from './library-service';
import type { StudioDeps } from './studio-deps';
import type { OwnedVideo } from './video-repository';
import { renderOf, spendAndRender, type Creator } from './video-service';

async function editableVideo(deps: StudioDeps, creator: Creator, videoId: string): Promise<OwnedVideo & { scenes: Scene[] }> {
  const video = await getOwnedVideo(deps.db, creator.id, videoId);
  if (video.status !== 'completed' || !video.scenes) throw new AppError('CONFLICT', STUDIO_MESSAGES.editOnlyFinished);
  return { ...video, scenes: video.scenes };
}

function quoteOf(video: { durationSeconds: number; scenes: readonly Scene[] }, after: readonly Scene[]): EditQuote {
  const changed = changedScenes(video.scenes, after);
  const newVideoCredits = renderCostCredits({ durationSeconds: video.durationSeconds });
  return { costCredits: editCostCredits(changed.length, newVideoCredits), changedScenes: changed, newVideoCredits };
}

/** What re-rendering a finished video with edited scenes costs, by the catalogue's rule (docs/decisions/065). */
export async function quoteEdit(deps: StudioDeps, creator: Creator, videoId: string, scenes: Scene[]): Promise<EditQuote> {
  return quoteOf(await editableVideo(deps, creator, videoId), scenes);
}

/**
 * The video re-rendered with edited scenes as its next version: a new render of the same video
 * (its first version's id, the next number), charged exactly the quote the creator was shown
 * through the credits ledger on the request's idempotency key. The engine reuses the unchanged
 * scenes' segments; the version before stays downloadable until this one is finished.
 */
export async function createEdit(deps: StudioDeps, creator: Creator, videoId: string, input: CreateEditRequest) {
  const video = await editableVideo(deps, creator, videoId);
  const quote = quoteOf(video, input.scenes);
  if (quote.costCredits !== input.costCredits) throw new AppError('CONFLICT', STUDIO_MESSAGES.editPriceChanged, { costCredits: quote.costCredits });
  const edit = { versionOfId: video.versionOfId ?? video.id, version: video.version + 1, costCredits: quote.costCredits };
  return spendAndRender(deps, creator, { ...renderOf(video), scenes: input.scenes, variantOfId: video.variantOfId, edit }, input.idempotencyKey);
}
