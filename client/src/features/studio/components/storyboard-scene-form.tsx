import { SCENE_LAYOUT_IDS, SCENE_LAYOUTS, type SceneLayoutId } from '@common/catalog/scene-layouts';
import { SCRIPT_LIMITS, type Scene } from '@common/contracts/script';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { STORYBOARD_COPY as COPY } from '@/content/studio-copy';
import { SceneBackgroundPicker } from '@/features/media';
import { StockBackgroundPicker } from '@/features/stock-media';

const controlClass =
  'w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-danger sm:text-sm';

type Props = {
  scene: Scene;
  number: number;
  errors: Record<string, string>;
  onChange(change: Partial<Scene>): void;
};

/** One scene's fields on its card: its words, headline, picture, layout, length and background. */
export function StoryboardSceneForm({ scene, number, errors, onChange }: Props) {
  const id = (field: string) => `board-${scene.id}-${field}`;
  return (
    <div className="grid gap-3 border-t border-border pt-3 sm:grid-cols-2">
      <FormField id={id('narration')} label={COPY.words} error={errors.narration} className="sm:col-span-2">
        <textarea
          {...fieldErrorProps(id('narration'), errors.narration)}
          className={controlClass}
          rows={2}
          maxLength={SCRIPT_LIMITS.narrationMax}
          value={scene.narration}
          onChange={(e) => onChange({ narration: e.target.value })}
        />
      </FormField>
      <FormField id={id('headline')} label={COPY.headline} error={errors.headline}>
        <Input
          {...fieldErrorProps(id('headline'), errors.headline)}
          maxLength={SCRIPT_LIMITS.headlineMax}
          value={scene.headline ?? ''}
          // an emptied headline is no headline, as the script writer leaves it
          onChange={(e) => onChange({ headline: e.target.value || undefined })}
        />
      </FormField>
      <FormField id={id('layout')} label={COPY.layout}>
        <select
          id={id('layout')}
          className={`${controlClass} h-11`}
          value={scene.layout ?? ''}
          onChange={(e) => onChange({ layout: (e.target.value || undefined) as SceneLayoutId | undefined })}
        >
          <option value="">{COPY.layoutAuto}</option>
          {SCENE_LAYOUT_IDS.map((layout) => (
            <option key={layout} value={layout}>
              {SCENE_LAYOUTS[layout].name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={id('visual')} label={COPY.shows} error={errors.visual} className="sm:col-span-2">
        <textarea
          {...fieldErrorProps(id('visual'), errors.visual)}
          className={controlClass}
          rows={2}
          maxLength={SCRIPT_LIMITS.visualMax}
          value={scene.visual}
          onChange={(e) => onChange({ visual: e.target.value })}
        />
      </FormField>
      <FormField id={id('seconds')} label={COPY.seconds} error={errors.durationSeconds}>
        <Input
          {...fieldErrorProps(id('seconds'), errors.durationSeconds)}
          type="number"
          inputMode="numeric"
          min={SCRIPT_LIMITS.sceneSecondsMin}
          max={SCRIPT_LIMITS.sceneSecondsMax}
          value={scene.durationSeconds}
          onChange={(e) =>
            onChange({
              durationSeconds: Math.max(SCRIPT_LIMITS.sceneSecondsMin, Math.min(SCRIPT_LIMITS.sceneSecondsMax, Math.round(Number(e.target.value) || 1))),
            })
          }
        />
      </FormField>
      <div className="grid content-start gap-2">
        <SceneBackgroundPicker sceneNumber={number} value={scene.media} onChange={(media) => onChange({ media })} />
        <StockBackgroundPicker sceneNumber={number} onPick={(stock) => onChange({ media: { source: 'stock', id: stock.id } })} />
      </div>
    </div>
  );
}
