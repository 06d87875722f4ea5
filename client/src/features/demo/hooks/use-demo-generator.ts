import { DEMO_LIMITS, DEMO_MESSAGES, type DemoStyle } from '@common/contracts/video';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { generateDemo } from '../api/generate-demo';
import { getDemoStatus } from '../api/get-demo-status';

export type DemoState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'generating'; jobId: string; progress: number }
  | { phase: 'completed'; jobId: string; videoUrl: string; posterUrl: string | null }
  | { phase: 'timed-out' };

const failedToast = (message?: string | null) =>
  toast({ variant: 'destructive', title: DEMO_MESSAGES.failedTitle, description: message || DEMO_MESSAGES.failedBody });

async function celebrate() {
  // confetti is heavy and only needed here: its own chunk, loaded on success
  const { default: confetti } = await import('canvas-confetti');
  // no web worker: the CSP allows scripts from our origin only, and a blob: worker is not one
  const fire = confetti.create(undefined, { resize: true, useWorker: false });
  void fire({ particleCount: 120, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
}

/**
 * The demo generator's states (spec section 4): idle → generating (status polled every 5 s)
 * → completed, or timed out after 120 s; failures toast "Demo unavailable". Try Another Demo resets.
 */
export function useDemoGenerator(options: { pollIntervalMs?: number; timeoutMs?: number } = {}) {
  const pollIntervalMs = options.pollIntervalMs ?? DEMO_LIMITS.pollIntervalMs;
  const timeoutMs = options.timeoutMs ?? DEMO_LIMITS.timeoutMs;
  const [state, setState] = useState<DemoState>({ phase: 'idle' });
  const jobId = state.phase === 'generating' ? state.jobId : null;
  // guards against a second submit (Enter twice) before the first answer arrives
  const submitting = useRef(false);

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(deadline);
    };
    const check = async () => {
      try {
        const status = await getDemoStatus(jobId);
        if (stopped) return;
        if (status.status === 'completed' && status.videoUrl) {
          stop();
          setState({ phase: 'completed', jobId, videoUrl: status.videoUrl, posterUrl: status.posterUrl });
          toast({ title: DEMO_MESSAGES.readyTitle, description: DEMO_MESSAGES.readyBody });
          void celebrate().catch(() => undefined);
        } else if (status.status === 'failed') {
          stop();
          setState({ phase: 'idle' });
          failedToast(status.error);
        } else {
          setState((s) => (s.phase === 'generating' && s.jobId === jobId ? { ...s, progress: status.progress } : s));
        }
      } catch (error) {
        console.warn('demo status check failed', error); // spec: polling errors are only logged
      }
    };
    const poll = setInterval(check, pollIntervalMs);
    const deadline = setTimeout(() => {
      stop();
      setState({ phase: 'timed-out' });
      toast({ variant: 'destructive', title: DEMO_MESSAGES.timeoutTitle, description: DEMO_MESSAGES.timeoutBody });
    }, timeoutMs);
    return stop;
  }, [jobId, pollIntervalMs, timeoutMs]);

  const generate = useCallback(async (prompt: string, visualStyle: DemoStyle) => {
    if (prompt.trim().length < DEMO_LIMITS.promptMin) {
      toast({ variant: 'destructive', title: DEMO_MESSAGES.tooShortTitle, description: DEMO_MESSAGES.tooShortBody });
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    setState({ phase: 'submitting' });
    try {
      const { jobId } = await generateDemo({ prompt, visualStyle });
      setState({ phase: 'generating', jobId, progress: 0 });
    } catch (error) {
      setState({ phase: 'idle' });
      failedToast(error instanceof Error ? error.message : null);
    } finally {
      submitting.current = false;
    }
  }, []);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, generate, reset };
}
