import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export type TabOption<T extends string> = { value: T; label: string };

type TabBarProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel` and is labelled by the selected tab. */
  idPrefix: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange(value: T): void;
  className?: string;
};

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * A segmented control with the ARIA tabs pattern: one tab stop, arrow keys, Home and End move
 * between tabs and select them. The caller renders the panel with {@link panelProps}.
 */
export function TabBar<T extends string>({ label, idPrefix, options, value, onChange, className }: TabBarProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const option = options[(index + options.length) % options.length]!;
    onChange(option.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, option.value))}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = options.findIndex((o) => o.value === value);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: options.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('inline-flex max-w-full gap-1 overflow-x-auto rounded-control border border-border bg-surface-muted p-1', className)}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={tabId(idPrefix, option.value)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-9 shrink-0 cursor-pointer rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              selected ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:text-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** Props of the panel a {@link TabBar} controls. */
export function panelProps(idPrefix: string, value: string) {
  return { role: 'tabpanel', id: panelId(idPrefix), 'aria-labelledby': tabId(idPrefix, value) } as const;
}
