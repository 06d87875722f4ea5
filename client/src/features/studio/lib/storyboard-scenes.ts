import { SCRIPT_LIMITS, sceneSchema, type Scene } from '@common/contracts/script';
import { newSceneId } from './draft-defaults';

/**
 * A card of the storyboard: the scene as edited, and the place it had in the rendered video (its
 * frame comes from there). A duplicate shows its original's frame; null: nothing rendered to show.
 */
export type BoardScene = { scene: Scene; from: number | null };

export const boardOf = (scenes: readonly Scene[]): BoardScene[] => scenes.map((scene, from) => ({ scene, from }));

export function moveScene(board: BoardScene[], from: number, to: number): BoardScene[] {
  if (to < 0 || to >= board.length) return board;
  const next = [...board];
  const [card] = next.splice(from, 1);
  next.splice(to, 0, card!);
  return next;
}

/** The copy goes right after its original, under a new id (ids key the cards and must stay unique). */
export function duplicateScene(board: BoardScene[], index: number): BoardScene[] {
  if (board.length >= SCRIPT_LIMITS.scenesMax) return board;
  const card = board[index]!;
  return [...board.slice(0, index + 1), { scene: { ...card.scene, id: newSceneId() }, from: card.from }, ...board.slice(index + 1)];
}

export function removeScene(board: BoardScene[], index: number): BoardScene[] {
  return board.length <= SCRIPT_LIMITS.scenesMin ? board : board.filter((_, i) => i !== index);
}

/** A scene's problems by field (`narration`, `visual`, …), as the server's contract words them. */
export function sceneErrors(scene: Scene): Record<string, string> {
  const result = sceneSchema.safeParse(scene);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/**
 * The scenes as the server takes them (trimmed by the same contract), or null while any is not
 * valid: an invalid edit is never quoted nor sent.
 */
export function validScenes(board: BoardScene[]): Scene[] | null {
  const parsed = board.map(({ scene }) => sceneSchema.safeParse(scene));
  return parsed.every((p) => p.success) ? parsed.map((p) => p.data!) : null;
}
