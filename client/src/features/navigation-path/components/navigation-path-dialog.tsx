import { useState, type FormEvent } from 'react';
import { NAVIGATION_PATHS, type NavigationPath } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { NAVIGATION_PATH_COPY as COPY } from '@/content/auth-copy';
import { useUpdateNavigationPath } from '@/features/auth';

/** The three ways to start, as a radio group; saving refreshes the session, which closes the dialog. */
export default function NavigationPathDialog() {
  const [open, setOpen] = useState(true);
  const [choice, setChoice] = useState<NavigationPath | null>(null);
  const save = useUpdateNavigationPath({
    onError: () => toast({ variant: 'destructive', title: COPY.failedTitle, description: COPY.failedText }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) save.mutate(choice);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>{COPY.title}</DialogTitle>
        <DialogDescription>{COPY.description}</DialogDescription>
        <form onSubmit={onSubmit} className="grid gap-5">
          <fieldset className="grid gap-3">
            <legend className="sr-only">{COPY.legend}</legend>
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
                  aria-labelledby={`navigation-path-${value}`}
                  aria-describedby={`navigation-path-${value}-description`}
                  className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
                />
                <span className="grid gap-0.5">
                  <span id={`navigation-path-${value}`} className="font-semibold text-ink">
                    {label}
                  </span>
                  <span id={`navigation-path-${value}-description`} className="text-sm text-ink-muted">
                    {description}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" className="w-full sm:justify-self-end sm:w-auto" disabled={!choice || save.isPending}>
            {save.isPending ? COPY.saving : COPY.save}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
