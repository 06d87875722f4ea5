import { SCRIPT_LIMITS, type Scene } from '@common/contracts/script';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { VIDEO_MAKER_COPY as COPY } from '@/content/studio-copy';
import { newSceneId } from '../lib/draft-defaults';

type DraftScene = Scene;

type SceneEditorProps = {
  scenes: DraftScene[];
  onChange(scenes: DraftScene[]): void;
  /** Messages by path, e.g. `scenes.1.narration`. */
  errors: Record<string, string>;
  /** More controls under a scene's fields (the video maker puts the background picker there). */
  renderExtra?(scene: DraftScene, index: number, change: (change: Partial<DraftScene>) => void): ReactNode;
};

const textareaClass =
  'w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-sm text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-danger';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The script as editable scenes: words, picture and seconds each; reorder, add, remove. */
export function SceneEditor({ scenes, onChange, errors, renderExtra }: SceneEditorProps) {
  const edit = (index: number, change: Partial<DraftScene>) => onChange(scenes.map((scene, i) => (i === index ? { ...scene, ...change } : scene)));
  const add = () => onChange([...scenes, { id: newSceneId(), narration: '', visual: '', durationSeconds: 2 }]);

  return (
    <div className="grid gap-3">
      <ol className="grid gap-3" aria-label={COPY.scriptHeading}>
        {scenes.map((scene, index) => {
          const n = index + 1;
          const id = (field: string) => `scene-${scene.id}-${field}`;
          const error = (field: string) => errors[`scenes.${index}.${field}`];
          return (
            <li key={scene.id} className="grid gap-3 rounded-card border border-border bg-surface p-4 shadow-xs" data-testid="scene">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-ink">{COPY.sceneLabel(n)}</h3>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" aria-label={COPY.moveUp(n)} disabled={index === 0} onClick={() => onChange(move(scenes, index, index - 1))}>
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={COPY.moveDown(n)}
                    disabled={index === scenes.length - 1}
                    onClick={() => onChange(move(scenes, index, index + 1))}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={COPY.removeScene(n)}
                    disabled={scenes.length <= SCRIPT_LIMITS.scenesMin}
                    onClick={() => onChange(scenes.filter((_, i) => i !== index))}
                  >
                    ✕
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 md:grid-cols-[1fr_1fr_6rem]">
                <FormField id={id('narration')} label={COPY.narrationLabel} error={error('narration')}>
                  <textarea
                    {...fieldErrorProps(id('narration'), error('narration'))}
                    className={textareaClass}
                    rows={2}
                    maxLength={SCRIPT_LIMITS.narrationMax}
                    value={scene.narration}
                    onChange={(e) => edit(index, { narration: e.target.value })}
                  />
                </FormField>
                <FormField id={id('visual')} label={COPY.visualLabel} error={error('visual')}>
                  <textarea
                    {...fieldErrorProps(id('visual'), error('visual'))}
                    className={textareaClass}
                    rows={3}
                    maxLength={SCRIPT_LIMITS.visualMax}
                    value={scene.visual}
                    onChange={(e) => edit(index, { visual: e.target.value })}
                  />
                </FormField>
                <FormField id={id('seconds')} label={COPY.secondsLabel} error={error('durationSeconds')}>
                  <input
                    {...fieldErrorProps(id('seconds'), error('durationSeconds'))}
                    type="number"
                    inputMode="numeric"
                    min={SCRIPT_LIMITS.sceneSecondsMin}
                    max={SCRIPT_LIMITS.sceneSecondsMax}
                    value={scene.durationSeconds}
                    onChange={(e) =>
                      edit(index, {
                        durationSeconds: Math.max(
                          SCRIPT_LIMITS.sceneSecondsMin,
                          Math.min(SCRIPT_LIMITS.sceneSecondsMax, Math.round(Number(e.target.value) || 1)),
                        ),
                      })
                    }
                    className="h-11 w-full rounded-control border border-border-strong bg-surface px-3 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
                  />
                </FormField>
              </div>
              {renderExtra?.(scene, index, (change) => edit(index, change))}
            </li>
          );
        })}
      </ol>
      {errors.scenes ? <p className="text-sm text-danger">{errors.scenes}</p> : null}
      <Button variant="secondary" onClick={add} disabled={scenes.length >= SCRIPT_LIMITS.scenesMax} className="justify-self-start">
        + {COPY.addScene}
      </Button>
    </div>
  );
}
