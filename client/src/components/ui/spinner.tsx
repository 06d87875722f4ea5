import { cn } from '@/lib/cn';
import { SHELL_COPY } from '@/content/system-copy';

type SpinnerProps = { className?: string };

/** The spinning ring alone; decorative, so whoever shows it announces the wait. */
export function Spinner({ className }: SpinnerProps) {
  return <span aria-hidden="true" className={cn('inline-block size-8 rounded-full border-[3px] border-primary/20 border-t-primary animate-spin', className)} />;
}

type CenteredSpinnerProps = {
  /** Text under the spinner; when absent only screen readers hear a generic "Loading". */
  label?: string;
  /** Fill the viewport rather than the surrounding box. */
  fullScreen?: boolean;
};

export function CenteredSpinner({ label, fullScreen = false }: CenteredSpinnerProps) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 p-8', fullScreen ? 'min-h-dvh' : 'min-h-[40vh]')}>
      <Spinner />
      {label ? <p className="text-sm font-medium text-ink-muted">{label}</p> : <span className="sr-only">{SHELL_COPY.loading}</span>}
    </div>
  );
}
