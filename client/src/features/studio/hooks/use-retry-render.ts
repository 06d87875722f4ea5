import type { StudioVideo } from '@common/contracts/studio';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { HISTORY_COPY } from '@/content/studio-copy';
import { useRetryVideo } from '../api/retry-video';
import { paywallStateOf, type PaywallState } from '../components/paywall-dialog';
import { randomUuid } from '@/lib/random-uuid';

/**
 * Retries a failed render under a fresh idempotency key: on success the new render's page opens;
 * a refusal for want of credits opens the paywall with the cost and the balance the server gave.
 */
export function useRetryRender() {
  const [, navigate] = useLocation();
  const retry = useRetryVideo();
  const [paywall, setPaywall] = useState<PaywallState>(null);
  const start = (video: Pick<StudioVideo, 'id'>) =>
    retry.mutate(
      { id: video.id, idempotencyKey: randomUuid() },
      {
        onSuccess: (next) => navigate(`/animation/${encodeURIComponent(next.id)}`),
        onError: (error) => {
          const refusal = paywallStateOf(error);
          if (refusal) setPaywall(refusal);
          else toast({ variant: 'destructive', title: HISTORY_COPY.retryFailed, description: error.message });
        },
      },
    );
  return {
    start,
    /** The video whose retry is on its way, if any. */
    pendingId: retry.isPending ? retry.variables.id : null,
    paywall,
    closePaywall: () => setPaywall(null),
  };
}
