import { useState, type FormEvent } from 'react';
import { NAVIGATION_PATHS, type NavigationPath } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { NAVIGATION_COPY as COPY, PATH_EFFECTS } from '@/content/account-copy';
import { BRAND } from '@/content/brand';
import { useAuth, useUpdateNavigationPath } from '@/features/auth';

function PathForm({ initial }: { initial: NavigationPath | null }) {
  const [choice, setChoice] = useState<NavigationPath | null>(initial);
  const save = useUpdateNavigationPath({
    onSuccess: () => toast({ title: COPY.savedTitle, description: COPY.savedText }),
    onError: (error) => toast({ variant: 'destructive', title: COPY.failedTitle, description: error.message }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) save.mutate(choice);
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{COPY.heading}</legend>
        {NAVIGATION_PATHS.map(({ value, label, description }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-card border border-border p-4 transition-colors hover:border-border-strong has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name="navigation-path"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              aria-labelledby={`path-${value}`}
              aria-describedby={`path-${value}-description`}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="grid gap-1">
              <span id={`path-${value}`} className="font-semibold text-ink">
                {label}
                {initial === value ? <span className="ml-2 text-sm font-normal text-primary-strong">({COPY.current})</span> : null}
              </span>
              <span id={`path-${value}-description`} className="text-sm text-ink-muted">
                {description} <span className="sr-only">{COPY.changes}:</span>
                {PATH_EFFECTS[value].join(' ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={!choice || save.isPending}>
        {save.isPending ? COPY.saving : COPY.save}
      </Button>
    </form>
  );
}

/** /navigation: the path chooser as its own page; saving refreshes the session here and in other tabs. */
export default function NavigationPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <title>{`${COPY.documentTitle} · ${BRAND.name}`}</title>
      <header className="grid gap-1">
        <h1 className="text-title font-bold text-ink">{COPY.heading}</h1>
        <p className="text-ink-muted">{COPY.intro}</p>
      </header>
      {user ? <PathForm initial={user.navigationPath} /> : <CenteredSpinner />}
    </div>
  );
}
