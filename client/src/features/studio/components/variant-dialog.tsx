import { renderCostCredits } from '@common/catalog/plans';
import type { StudioVideo } from '@common/contracts/studio';
import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { VISUAL_STYLE_LIST } from '@common/catalog/visual-styles';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { isApiError } from '@/lib/api-client';
import { useCreateVariant } from '../api/create-variant';
import { ASPECT_LABELS } from '../lib/video-labels';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { paywallStateOf, type PaywallState } from './paywall-dialog';
import { randomUuid } from '@/lib/random-uuid';

const STYLE_CHOICES = VISUAL_STYLE_LIST.map((s) => ({ value: s.id, label: `${s.icon} ${s.name}` }));
const ASPECT_CHOICES = ASPECT_RATIO_IDS.map((ratio) => ({ value: ratio, label: ASPECT_LABELS[ratio] }));

/** Renders the same script in another aspect ratio or style, as a variant linked to the original. */
export function VariantDialog({ video, onPaywall }: { video: StudioVideo; onPaywall(state: PaywallState): void }) {
  const [open, setOpen] = useState(false);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>(video.aspectRatio === '9:16' ? '16:9' : '9:16');
  const [visualStyle, setVisualStyle] = useState<VisualStyle>(video.visualStyle);
  const key = useRef<string | null>(null);
  const variant = useCreateVariant(video.id);
  const [, navigate] = useLocation();
  const cost = renderCostCredits({ durationSeconds: video.durationSeconds });
  const unchanged = aspectRatio === video.aspectRatio && visualStyle === video.visualStyle;

  const start = () => {
    key.current ??= randomUuid();
    variant.mutate(
      { aspectRatio, visualStyle, idempotencyKey: key.current },
      {
        onSuccess: (created) => {
          setOpen(false);
          navigate(`/animation/${created.id}`);
        },
        onError: (error) => {
          if (isApiError(error)) key.current = null;
          const refusal = paywallStateOf(error);
          if (refusal) {
            setOpen(false);
            onPaywall(refusal);
          } else toast({ variant: 'destructive', title: COPY.variantTitle, description: error.message });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{COPY.variant}</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{COPY.variantTitle}</DialogTitle>
        <DialogDescription>{COPY.variantText(cost)}</DialogDescription>
        <ChoiceGroup<AspectRatio>
          name="variant-aspect"
          legend="Aspect ratio"
          value={aspectRatio}
          choices={ASPECT_CHOICES}
          onChange={setAspectRatio}
          columns="grid-cols-3"
        />
        <ChoiceGroup<VisualStyle>
          name="variant-style"
          legend="Visual style"
          value={visualStyle}
          choices={STYLE_CHOICES}
          onChange={setVisualStyle}
          columns="grid-cols-2 sm:grid-cols-4"
        />
        <div className="flex justify-end">
          <Button onClick={start} disabled={variant.isPending || unchanged}>
            {COPY.variantStart(cost)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
