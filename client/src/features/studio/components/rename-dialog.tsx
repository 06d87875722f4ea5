import { renameVideoRequestSchema, type StudioVideo } from '@common/contracts/studio';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { useRenameVideo } from '../api/rename-video';

export function RenameDialog({ video }: { video: StudioVideo }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(video.title);
  const [error, setError] = useState<string>();
  const rename = useRenameVideo(video.id);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = renameVideoRequestSchema.safeParse({ title });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    rename.mutate(parsed.data.title, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: COPY.renamed });
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTitle(video.title);
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost">{COPY.rename}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{COPY.renameTitle}</DialogTitle>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <TextField id="video-title" label="Title" value={title} error={error} onChange={(e) => setTitle(e.target.value)} autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {COPY.cancel}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {COPY.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
