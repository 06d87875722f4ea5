import { useState } from 'react';
import { navigationPathRequestSchema } from '@common/contracts/auth';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { NAVIGATION_PATH_COPY as COPY } from '@/content/auth-copy';
import { useUpdateNavigationPath } from '@/features/auth';
import { PathChoices } from './path-choices';

/** The three ways to start, as a radio group; saving refreshes the session, which closes the dialog. */
export default function NavigationPathDialog() {
  const [open, setOpen] = useState(true);
  const form = useZodForm(navigationPathRequestSchema);
  const choice = form.watch('navigationPath') ?? null;
  const save = useUpdateNavigationPath({
    onError: () => toast({ variant: 'destructive', title: COPY.failedTitle, description: COPY.failedText }),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>{COPY.title}</DialogTitle>
        <DialogDescription>{COPY.description}</DialogDescription>
        <Form form={form} onSubmit={(values) => save.mutateAsync(values.navigationPath)} className="grid gap-5">
          <PathChoices legend={COPY.legend} choice={choice} onChoose={(path) => form.setValue('navigationPath', path)} />
          <Button type="submit" className="w-full sm:justify-self-end sm:w-auto" disabled={!choice || save.isPending}>
            {save.isPending ? COPY.saving : COPY.save}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
