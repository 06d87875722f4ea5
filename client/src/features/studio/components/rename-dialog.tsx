import { renameVideoRequestSchema, type StudioVideo } from '@common/contracts/studio';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { useRenameVideo } from '../api/rename-video';

export function RenameDialog({ video }: { video: StudioVideo }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(renameVideoRequestSchema, { defaultValues: { title: video.title } });
  const rename = useRenameVideo(video.id);

  const submit = ({ title }: { title: string }) =>
    rename
      .mutateAsync(title, {
        onSuccess: () => {
          setOpen(false);
          toast({ title: COPY.renamed });
        },
      })
      .catch((e: Error) => form.setError('title', { type: 'server', message: e.message }, { shouldFocus: true }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ title: video.title });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost">{COPY.rename}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{COPY.renameTitle}</DialogTitle>
        <Form form={form} onSubmit={submit} className="grid gap-4" noValidate>
          <TextField id="video-title" label="Title" error={form.formState.errors.title?.message} {...form.register('title')} autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {COPY.cancel}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {COPY.save}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
