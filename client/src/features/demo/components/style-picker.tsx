import { DEMO_STYLE_LIST, type DemoStyleId } from '@common/catalog/visual-styles';
import { cn } from '@/lib/cn';

type StylePickerProps = { value: DemoStyleId; onChange(style: DemoStyleId): void; disabled?: boolean };

/** The five demo styles as one radio group (arrow keys move between them). */
export function StylePicker({ value, onChange, disabled }: StylePickerProps) {
  return (
    <fieldset disabled={disabled} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      <legend className="mb-2 text-sm font-semibold text-ink">Visual style</legend>
      {DEMO_STYLE_LIST.map((style) => (
        <label
          key={style.id}
          className={cn(
            'flex cursor-pointer flex-col gap-1 rounded-control border p-3 text-left transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
            value === style.id ? 'border-primary bg-primary/10' : 'border-border bg-surface hover:bg-surface-muted',
          )}
        >
          <input type="radio" name="visual-style" value={style.id} checked={value === style.id} onChange={() => onChange(style.id)} className="sr-only" />
          <span aria-hidden="true" className="text-2xl">
            {style.icon}
          </span>
          <span className="text-sm font-semibold text-ink">{style.name}</span>
          <span className="text-xs text-ink-muted">{style.description}</span>
        </label>
      ))}
    </fieldset>
  );
}
