import { useState, type FormEvent } from 'react';
import type { NavigationPath } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { NAVIGATION_PATH_COPY as COPY } from '@/content/auth-copy';
import { useUpdateNavigationPath } from '@/features/auth';
import { PathChoices } from './path-choices';

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
          <PathChoices legend={COPY.legend} choice={choice} onChoose={setChoice} />
          <Button type="submit" className="w-full sm:justify-self-end sm:w-auto" disabled={!choice || save.isPending}>
            {save.isPending ? COPY.saving : COPY.save}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
