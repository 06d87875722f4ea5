import { DEMO_LIMITS, DEMO_MESSAGES, demoGenerateRequestSchema } from '@common/contracts/video';
import { useId } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { WatermarkOverlay } from '@/features/showcase';
import { useDemoGenerator } from '../hooks/use-demo-generator';
import { StylePicker } from './style-picker';

// The spec answers a too-short description with a toast, not a message under the field.
const showTooShort = () => toast({ variant: 'destructive', title: DEMO_MESSAGES.tooShortTitle, description: DEMO_MESSAGES.tooShortBody });

/** After a demo, finished or timed out: another one, or sign up. */
function DemoNextSteps({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button onClick={onReset} variant="secondary">
        Try Another Demo
      </Button>
      <a href="/auth?mode=signup" className={buttonClasses()}>
        Sign Up Free
      </a>
    </div>
  );
}

type DemoGeneratorProps = { pollIntervalMs?: number; timeoutMs?: number };

/** The free demo block: style, description, generate, watch. Reusable by the landing pages. */
export function DemoGenerator(props: DemoGeneratorProps) {
  const { state, generate, reset } = useDemoGenerator(props);
  const form = useZodForm(demoGenerateRequestSchema, { defaultValues: { prompt: '', visualStyle: 'pixar' } });
  const { prompt = '', visualStyle: style = 'pixar' } = form.watch();
  const promptId = useId();
  const counterId = useId();
  const length = prompt.trim().length;
  const tooShort = length < DEMO_LIMITS.promptMin;
  const busy = state.phase === 'submitting' || state.phase === 'generating';

  if (state.phase === 'completed') {
    return (
      <div className="flex flex-col items-center gap-4">
        <div className="relative w-full max-w-xs overflow-hidden rounded-card bg-black shadow-lg">
          <video
            data-testid="demo-video"
            src={state.videoUrl}
            poster={state.posterUrl ?? undefined}
            autoPlay
            loop
            muted
            playsInline
            controls
            className="aspect-[9/16] w-full"
          />
          <WatermarkOverlay />
        </div>
        <p className="text-center text-sm text-ink-muted">{DEMO_MESSAGES.readyBody}</p>
        <DemoNextSteps onReset={reset} />
      </div>
    );
  }

  if (state.phase === 'timed-out') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <h2 className="text-lg font-bold text-ink">{DEMO_MESSAGES.timeoutTitle}</h2>
        <p className="text-sm text-ink-muted">{DEMO_MESSAGES.timeoutBody}</p>
        <DemoNextSteps onReset={reset} />
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(values) => generate(values.prompt, values.visualStyle)}
      onInvalid={showTooShort}
      className="flex flex-col gap-5"
      aria-busy={busy}
    >
      <StylePicker value={style} onChange={(next) => form.setValue('visualStyle', next)} disabled={busy} />
      <div className="flex flex-col gap-2">
        <label htmlFor={promptId} className="text-sm font-semibold text-ink">
          Describe your product
        </label>
        <textarea
          id={promptId}
          {...form.register('prompt')}
          maxLength={DEMO_LIMITS.promptMax}
          rows={4}
          disabled={busy}
          aria-describedby={counterId}
          placeholder="e.g. A smart water bottle that tracks hydration and glows when you need a sip"
          className="w-full rounded-control border border-border bg-surface px-3 py-2 text-base text-ink shadow-xs placeholder:text-ink-subtle focus-visible:border-primary sm:text-sm"
        />
        <p id={counterId} className={tooShort ? 'text-xs text-ink-muted' : 'text-xs text-ink-subtle'} aria-live="polite">
          {prompt.length}/{DEMO_LIMITS.promptMax} characters{tooShort ? ` (at least ${DEMO_LIMITS.promptMin})` : ''}
        </p>
      </div>
      {state.phase === 'generating' ? (
        <div role="status" className="flex flex-col gap-2">
          <div className="flex items-center gap-3 text-sm font-medium text-ink">
            <Spinner className="size-5" /> Generating your demo… {state.progress}%
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-surface-muted">
            <div className="h-full bg-primary transition-[width] duration-500" style={{ width: `${Math.max(4, state.progress)}%` }} />
          </div>
        </div>
      ) : (
        <Button type="submit" size="lg" disabled={tooShort || busy}>
          {state.phase === 'submitting' ? 'Starting…' : 'Generate Free Demo'}
        </Button>
      )}
    </Form>
  );
}
