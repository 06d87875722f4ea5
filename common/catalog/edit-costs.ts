// What an edit re-render costs (issue 29, docs/decisions/065): the creator changed some scenes of a
// finished video and renders it again as its next version. Only the changed scenes are painted and
// encoded, so an edit costs by the scene, and always less than a new video.
import type { Scene } from '../contracts/script';

/** Credits per scene an edit changes, adds or moves. */
export const EDIT_SCENE_CREDITS = 1;

/**
 * Which places of the edited list are new work, compared place by place with the video before:
 * a scene whose stored fields differ (words, headline, layout, media, length) and a new or moved
 * one, so a deleted or moved scene counts every place after it that now holds another scene.
 * Positions are 0-based.
 */
export function changedScenes(before: readonly Scene[], after: readonly Scene[]): number[] {
  const same = (a: Scene | undefined, b: Scene | undefined) => a !== undefined && b !== undefined && canonical(a) === canonical(b);
  return after.flatMap((scene, i) => (same(before[i], scene) ? [] : [i]));
}

/** A value as text with its keys sorted and absent fields dropped: a scene read back from jsonb has its keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

/**
 * An edit's price, shown before it renders and charged exactly: one credit per changed scene, at
 * least one (a re-render with nothing changed still runs), and at most one less than a new video
 * of the same length (`newVideoCredits`, renderCostCredits).
 */
export function editCostCredits(changed: number, newVideoCredits: number): number {
  return Math.max(1, Math.min(newVideoCredits - 1, Math.max(1, changed) * EDIT_SCENE_CREDITS));
}
