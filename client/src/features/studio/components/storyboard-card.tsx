import { SCENE_LAYOUTS } from '@common/catalog/scene-layouts';
import type { Scene } from '@common/contracts/script';
import type { AspectRatio } from '@common/contracts/video';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { STORYBOARD_COPY as COPY } from '@/content/studio-copy';
import { sceneStillSrc } from '../api/get-scene-still';
import type { BoardScene } from '../lib/storyboard-scenes';
import { ASPECT_CLASSES } from '../lib/video-labels';
import { StoryboardSceneForm } from './storyboard-scene-form';

/** The controls a card offers; the storyboard puts focus back on one of them after a move. */
export type CardControl = 'up' | 'down' | 'duplicate' | 'remove' | 'edit';

type Props = {
  card: BoardScene;
  index: number;
  count: number;
  videoId: string;
  aspectRatio: AspectRatio;
  changed: boolean;
  editing: boolean;
  canDuplicate: boolean;
  errors: Record<string, string>;
  onControl(control: CardControl): void;
  onChange(change: Partial<Scene>): void;
};

function SceneFrame({
  videoId,
  from,
  number,
  aspectRatio,
  changed,
}: {
  videoId: string;
  from: number | null;
  number: number;
  aspectRatio: AspectRatio;
  changed: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="grid content-start gap-1">
      <div className={`${ASPECT_CLASSES[aspectRatio]} w-full overflow-hidden rounded-control bg-surface-muted`}>
        {from === null || failed ? (
          <span className="grid h-full place-items-center p-1 text-center text-xs text-ink-muted">{COPY.frameNone}</span>
        ) : (
          <img
            src={sceneStillSrc(videoId, from)}
            alt={COPY.frameAlt(number)}
            loading="lazy"
            className="h-full w-full object-cover"
            onError={() => setFailed(true)}
          />
        )}
      </div>
      {/* the frame is the rendered one: after an edit it shows the scene as it was */}
      {changed && from !== null && !failed ? <figcaption className="text-xs text-ink-muted">{COPY.frameBefore}</figcaption> : null}
    </figure>
  );
}

function mediaLabel(scene: Scene): string {
  if (scene.media?.source === 'upload') return COPY.mediaUpload;
  if (scene.media?.source === 'stock') return COPY.mediaStock;
  return COPY.mediaNone;
}

/** One scene of the storyboard: its frame, words, layout and background, the controls that rearrange it, and its fields when edited. */
export function StoryboardCard({ card, index, count, videoId, aspectRatio, changed, editing, canDuplicate, errors, onControl, onChange }: Props) {
  const { scene } = card;
  const n = index + 1;
  const facts: [string, string][] = [
    [COPY.layout, scene.layout ? SCENE_LAYOUTS[scene.layout].name : COPY.layoutAuto],
    [COPY.media, mediaLabel(scene)],
    [COPY.seconds, COPY.secondsValue(scene.durationSeconds)],
  ];
  const headingId = `board-${scene.id}-heading`;
  // an open card takes the whole row on a wide screen: its fields need the room, and its neighbour keeps its own height
  return (
    <li
      data-scene-id={scene.id}
      data-testid="storyboard-card"
      aria-labelledby={headingId}
      className={`grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 rounded-card border bg-surface p-3 shadow-xs sm:grid-cols-[7rem_minmax(0,1fr)] ${changed ? 'border-primary' : 'border-border'} ${editing ? 'lg:col-span-2' : ''}`}
    >
      <SceneFrame videoId={videoId} from={card.from} number={n} aspectRatio={aspectRatio} changed={changed} />
      <div className="grid min-w-0 content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} tabIndex={-1} className="text-sm font-semibold text-ink focus:outline-none">
            {COPY.sceneLabel(n)}
          </h3>
          {changed ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">{COPY.changed}</span> : null}
        </div>
        <p className="text-sm break-words text-ink">{scene.narration || '—'}</p>
        {scene.headline ? <p className="text-xs break-words text-ink-muted">“{scene.headline}”</p> : null}
        <dl className="grid gap-x-3 gap-y-1 text-xs sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-ink-subtle">{term}</dt>
              <dd className="font-medium break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="col-span-2 flex flex-wrap gap-1" role="group" aria-label={COPY.sceneLabel(n)}>
        <Button variant="secondary" size="sm" data-control="up" aria-label={COPY.moveUp(n)} disabled={index === 0} onClick={() => onControl('up')}>
          ↑
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-control="down"
          aria-label={COPY.moveDown(n)}
          disabled={index === count - 1}
          onClick={() => onControl('down')}
        >
          ↓
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-control="duplicate"
          aria-label={COPY.duplicate(n)}
          disabled={!canDuplicate}
          onClick={() => onControl('duplicate')}
        >
          {COPY.duplicateLabel}
        </Button>
        <Button variant="ghost" size="sm" data-control="remove" aria-label={COPY.remove(n)} disabled={count <= 1} onClick={() => onControl('remove')}>
          {COPY.removeLabel}
        </Button>
        <Button
          variant={editing ? 'primary' : 'secondary'}
          size="sm"
          data-control="edit"
          aria-label={editing ? COPY.doneEditing(n) : COPY.edit(n)}
          aria-expanded={editing}
          onClick={() => onControl('edit')}
          className="ml-auto"
        >
          {editing ? COPY.doneLabel : COPY.editLabel}
        </Button>
      </div>
      {editing ? (
        <div className="col-span-2">
          <StoryboardSceneForm scene={scene} number={n} errors={errors} onChange={onChange} />
        </div>
      ) : null}
    </li>
  );
}
