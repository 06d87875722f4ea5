import type { RenderStatus } from '@common/contracts/video';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from '../lib/video-labels';

const TONES: Record<RenderStatus, string> = {
  queued: 'bg-surface-muted text-ink-muted',
  processing: 'bg-primary-soft text-primary-strong',
  completed: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
};

export function StatusBadge({ status, className }: { status: RenderStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}>{STATUS_LABELS[status]}</span>
  );
}
