import type { LibraryVoice } from '@common/contracts/voice-library';
import { planLabel } from '@common/contracts/voice-library';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { VOICE_LIBRARY_COPY as COPY } from '@/content/voice-library-copy';
import type { PreviewPhase } from './use-preview-player';

type Props = { voice: LibraryVoice; phase: PreviewPhase; onToggle(): void };

/** One voice: who it is, what it sounds like (a preview), and the plan that unlocks it. */
export function VoiceCard({ voice, phase, onToggle }: Props) {
  const label = `${voice.name}, ${voice.languageName}, ${voice.gender}`;
  const isActive = phase === 'loading' || phase === 'playing';
  const plan = planLabel(voice.minPlan);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-xs" data-testid="voice-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink">{voice.name}</h2>
          <p className="text-sm text-ink-muted">
            {voice.languageName} · <span className="capitalize">{voice.gender}</span>
          </p>
        </div>
        <Button
          variant={isActive ? 'primary' : 'secondary'}
          size="sm"
          aria-label={isActive ? COPY.stop(label) : COPY.play(label)}
          aria-pressed={isActive}
          onClick={onToggle}
        >
          <span aria-hidden="true">{isActive ? '■' : '▶'}</span>
          {phase === 'loading' ? COPY.loadingPreview : isActive ? COPY.stopText : COPY.playText}
        </Button>
      </div>
      <p className="text-sm text-ink">{voice.character}</p>
      {phase === 'error' ? (
        <p role="alert" className="text-sm text-danger">
          {COPY.previewError}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        {voice.isUnlocked ? (
          <span className="rounded-full bg-success-soft px-2 py-0.5 font-medium text-success">
            {voice.minPlan === 'free' ? COPY.freeVoice : COPY.unlocks(plan)}
          </span>
        ) : (
          <>
            <span className="font-medium text-ink">{COPY.locked(plan)}</span>
            <Link href={COPY.upgradeHref(voice.minPlan)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {COPY.upgrade(plan)}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}
