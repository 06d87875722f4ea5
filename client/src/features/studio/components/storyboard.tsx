import { changedScenes } from '@common/catalog/edit-costs';
import { SCRIPT_LIMITS, type Scene } from '@common/contracts/script';
import type { StudioVideo } from '@common/contracts/studio';
import { useEffect, useMemo, useRef, useState } from 'react';
import { STORYBOARD_COPY as COPY } from '@/content/studio-copy';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { boardOf, duplicateScene, moveScene, removeScene, sceneErrors, validScenes, type BoardScene } from '../lib/storyboard-scenes';
import type { PaywallState } from './paywall-dialog';
import { StoryboardCard, type CardControl } from './storyboard-card';
import { StoryboardRerender } from './storyboard-rerender';

/** How long the words must rest before the price is asked again: not on every key press. */
const QUOTE_DELAY_MS = 400;

/** Where focus goes after a change: a control of a card (by scene id), or a card's heading. */
type FocusTarget = { id: string; control: CardControl | 'heading' } | null;

type Props = { video: StudioVideo & { scenes: Scene[] }; onPaywall(state: PaywallState): void };

/**
 * The finished video as a storyboard (issue 29): a card per scene to reorder, duplicate, delete and
 * edit, and the price of re-rendering what changed. Only the edited copy lives here; the video as
 * rendered stays what the cards are compared with, scene by scene, as the server prices them.
 */
export function Storyboard({ video, onPaywall }: Props) {
  const original = video.scenes;
  const [board, setBoard] = useState<BoardScene[]>(() => boardOf(original));
  const [editing, setEditing] = useState<string | null>(null);
  const [focus, setFocus] = useState<FocusTarget>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const scenes = useMemo(() => board.map((card) => card.scene), [board]);
  const changed = useMemo(() => new Set(changedScenes(original, scenes)), [original, scenes]);
  const dirty = changed.size > 0 || scenes.length !== original.length;
  const valid = useMemo(() => validScenes(board), [board]);
  const settled = useDebouncedValue(valid, QUOTE_DELAY_MS);

  // A card that moves is taken out of the page and put back: the browser drops its focus. Put it
  // back on the same control of the same scene, or, when that control is now disabled (the scene
  // reached an end), on the control beside it, so a keyboard user can go on moving it.
  useEffect(() => {
    if (!focus || !listRef.current) return;
    const card = listRef.current.querySelector<HTMLElement>(`[data-scene-id="${CSS.escape(focus.id)}"]`);
    const fallback: Record<string, CardControl> = { up: 'down', down: 'up' };
    const control = (name: string) => card?.querySelector<HTMLButtonElement>(`[data-control="${name}"]:not([disabled])`);
    const target =
      focus.control === 'heading' ? card?.querySelector<HTMLElement>('h3') : (control(focus.control) ?? control(fallback[focus.control] ?? 'edit'));
    target?.focus();
    setFocus(null);
  }, [focus, board]);

  const act = (index: number, action: CardControl) => {
    const id = board[index]!.scene.id;
    if (action === 'up' || action === 'down') {
      setBoard(moveScene(board, index, action === 'up' ? index - 1 : index + 1));
      setFocus({ id, control: action });
    } else if (action === 'duplicate') {
      const next = duplicateScene(board, index);
      setBoard(next);
      setFocus({ id: next[index + 1]!.scene.id, control: 'heading' });
    } else if (action === 'remove') {
      const next = removeScene(board, index);
      setBoard(next);
      // the card that took its place, else the one before
      setFocus({ id: next[Math.min(index, next.length - 1)]!.scene.id, control: 'heading' });
    } else setEditing(editing === id ? null : id);
  };
  const change = (index: number, patch: Partial<Scene>) =>
    setBoard(board.map((card, i) => (i === index ? { ...card, scene: { ...card.scene, ...patch } } : card)));
  const undo = () => {
    setBoard(boardOf(original));
    setEditing(null);
  };

  return (
    <section aria-labelledby="storyboard-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="storyboard-title" className="text-lg font-semibold text-ink">
          {COPY.title}
        </h2>
        <p className="text-sm text-ink-muted">{COPY.intro}</p>
      </div>
      <ol ref={listRef} className="grid gap-3 lg:grid-cols-2" aria-label={COPY.title}>
        {board.map((card, index) => (
          <StoryboardCard
            key={card.scene.id}
            card={card}
            index={index}
            count={board.length}
            videoId={video.id}
            aspectRatio={video.aspectRatio}
            changed={changed.has(index)}
            editing={editing === card.scene.id}
            canDuplicate={board.length < SCRIPT_LIMITS.scenesMax}
            errors={sceneErrors(card.scene)}
            onControl={(action) => act(index, action)}
            onChange={(patch) => change(index, patch)}
          />
        ))}
      </ol>
      <StoryboardRerender
        video={video}
        scenes={settled}
        dirty={dirty}
        invalid={valid === null}
        settling={settled !== valid}
        onUndo={undo}
        onPaywall={onPaywall}
      />
    </section>
  );
}

/** The storyboard of a finished video made from scenes; a note for one made otherwise. */
export function StoryboardSection({ video, onPaywall }: { video: StudioVideo; onPaywall(state: PaywallState): void }) {
  if (!video.scenes?.length) {
    return (
      <section aria-labelledby="storyboard-title" className="grid gap-1">
        <h2 id="storyboard-title" className="text-lg font-semibold text-ink">
          {COPY.title}
        </h2>
        <p className="text-sm text-ink-muted">{COPY.empty}</p>
      </section>
    );
  }
  // keyed by the video: another video's page starts from its own scenes
  return <Storyboard key={video.id} video={{ ...video, scenes: video.scenes }} onPaywall={onPaywall} />;
}
