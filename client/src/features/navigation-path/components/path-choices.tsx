import type { ReactNode } from 'react';
import { NAVIGATION_PATHS, type NavigationPath } from '@common/contracts/auth';

/**
 * The three paths (create, learn, agency) as one radio group, each a card with its label and
 * description; the sign-up dialog and the /navigation page both ask with it. `note` adds to a
 * path's description (what it changes), `badge` to its label (the current one).
 */
export function PathChoices(props: {
  legend: string;
  choice: NavigationPath | null;
  onChoose: (path: NavigationPath) => void;
  note?: (path: NavigationPath) => ReactNode;
  badge?: (path: NavigationPath) => ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{props.legend}</legend>
      {NAVIGATION_PATHS.map(({ value, label, description }) => (
        <label
          key={value}
          className="flex cursor-pointer items-start gap-3 rounded-card border border-border p-4 transition-colors hover:border-border-strong has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
        >
          <input
            type="radio"
            name="navigation-path"
            value={value}
            checked={props.choice === value}
            onChange={() => props.onChoose(value)}
            aria-labelledby={`navigation-path-${value}`}
            aria-describedby={`navigation-path-${value}-description`}
            className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
          />
          <span className="grid gap-1">
            <span id={`navigation-path-${value}`} className="font-semibold text-ink">
              {label}
              {props.badge?.(value)}
            </span>
            <span id={`navigation-path-${value}-description`} className="text-sm text-ink-muted">
              {description}
              {props.note?.(value)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
