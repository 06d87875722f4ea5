import type { StudioVideo } from '@common/contracts/studio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { useRevokeShare } from '../api/revoke-share';
import { useShareVideo } from '../api/share-video';

const shareUrlOf = (token: string) => `${window.location.origin}/share/${token}`;

/** Makes, copies and turns off the video's public link. */
export function ShareDialog({ video }: { video: StudioVideo }) {
  const share = useShareVideo(video.id);
  const revoke = useRevokeShare(video.id);
  const url = video.shareToken ? shareUrlOf(video.shareToken) : null;
  const fail = (error: Error) => toast({ variant: 'destructive', title: COPY.shareTitle, description: error.message });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: COPY.shareCopied });
    } catch {
      // clipboard refused (permissions): the field is selected so the user can copy it
      (document.getElementById('share-link') as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">{COPY.share}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{COPY.shareTitle}</DialogTitle>
        <DialogDescription>{COPY.shareText}</DialogDescription>
        {url ? (
          <div className="grid gap-3">
            <label htmlFor="share-link" className="text-sm font-medium text-ink">
              {COPY.shareLinkLabel}
            </label>
            <Input id="share-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copy()}>{COPY.shareCopy}</Button>
              <Button
                variant="danger"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(undefined, { onSuccess: () => toast({ title: COPY.shareRevoked }), onError: fail })}
              >
                {COPY.shareRevoke}
              </Button>
            </div>
          </div>
        ) : (
          <Button disabled={share.isPending} onClick={() => share.mutate(undefined, { onError: fail })}>
            {COPY.shareCreate}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
