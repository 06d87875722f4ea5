import type { SavedItemInput } from '@common/contracts/creator-tools';
import type { DraftInput } from '@common/contracts/studio';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CREATOR_TOOLS_COPY as COPY } from '@/content/creator-tools-copy';
import { sendToVideoMaker } from '@/features/studio';
import { useSaveItem } from '../api/save-item';
import { copyText } from '../lib/clipboard';

type ResultActionsProps = {
  /** What "save" stores; omitted → no save button. */
  save?: SavedItemInput;
  text: string;
  draft: Partial<DraftInput>;
  /** Names the result for screen readers when there are many on the page ("Save: Question hook"). */
  label?: string;
};

/** Save, copy, and send to the video maker: the three things every generated result offers. */
export function ResultActions({ save, text, draft, label }: ResultActionsProps) {
  const saveItem = useSaveItem();
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const named = (action: string) => (label ? `${action}: ${label}` : undefined);

  const onSend = async () => {
    setSending(true);
    try {
      await sendToVideoMaker(draft);
      navigate('/video-maker');
    } catch (error) {
      setSending(false);
      toast({ variant: 'destructive', title: COPY.sendFailed, description: (error as Error).message });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {save ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={named(saved ? COPY.saved : COPY.save)}
          disabled={saveItem.isPending || saved}
          onClick={() =>
            saveItem.mutate(save, {
              onSuccess: () => {
                setSaved(true);
                toast({ title: COPY.saved });
              },
              onError: (error) => toast({ variant: 'destructive', title: error.message }),
            })
          }
        >
          {saved ? COPY.saved : COPY.save}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" aria-label={named(COPY.copy)} onClick={() => void copyText(text)}>
        {COPY.copy}
      </Button>
      <Button size="sm" variant="ghost" aria-label={named(COPY.sendToVideoMaker)} disabled={sending} onClick={() => void onSend()}>
        {sending ? COPY.sending : COPY.sendToVideoMaker}
      </Button>
    </div>
  );
}
