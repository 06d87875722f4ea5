import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Choice<T extends string> = { value: T; label: ReactNode; hint?: ReactNode };

type ChoiceGroupProps<T extends string> = {
  name: string;
  legend: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
  className?: string;
  columns?: string;
};

/** A radio group drawn as cards: one tab stop, arrow keys move, the checked card is highlighted. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
  className,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer flex-col gap-0.5 rounded-control border p-3 text-left transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              value === choice.value ? 'border-primary bg-primary/10' : 'border-border bg-surface hover:bg-surface-muted',
            )}
          >
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="sr-only" />
            <span className="text-sm font-semibold text-ink">{choice.label}</span>
            {choice.hint ? <span className="text-xs text-ink-muted">{choice.hint}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
