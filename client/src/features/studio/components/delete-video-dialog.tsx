import type { StudioVideo } from '@common/contracts/studio';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { useDeleteVideo } from '../api/delete-video';

export function DeleteVideoDialog({ video }: { video: StudioVideo }) {
  const remove = useDeleteVideo(video.id);
  const [, navigate] = useLocation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost">{COPY.delete}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{COPY.deleteTitle}</DialogTitle>
        <DialogDescription>{COPY.deleteText}</DialogDescription>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{COPY.cancel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast({ title: COPY.deleted });
                  navigate('/video-library');
                },
                onError: (e) => toast({ variant: 'destructive', title: COPY.deleteTitle, description: e.message }),
              })
            }
          >
            {COPY.delete}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
