import { VOICE_LANGUAGES, type VoiceLanguage } from '@common/catalog/voices';
import { planLabel } from '@common/contracts/voice-library';
import { useState } from 'react';
import { EmptyState, EmptyStateLink, LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { VOICE_LIBRARY_COPY as COPY } from '@/content/voice-library-copy';
import { useAuth } from '@/features/auth';
import { AUTH_PATH } from '@/lib/api-client';
import { useVoices } from '../api/list-voices';
import { usePreviewPlayer } from '../components/use-preview-player';
import { VoiceCard } from '../components/voice-card';

function VoiceList() {
  const { data, isLoading, error, refetch } = useVoices();
  const [language, setLanguage] = useState<VoiceLanguage | 'all'>('all');
  const { audioProps, state, toggle } = usePreviewPlayer();
  if (isLoading) return <LoadingBlocks label={COPY.loading} count={6} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" blockClassName="h-40" />;
  if (!data) return <LoadError message={COPY.loadError} detail={error?.message} retryLabel={COPY.retry} onRetry={() => void refetch()} />;
  if (data.voices.length === 0) return <EmptyState title={COPY.emptyTitle} text={COPY.emptyText} action={null} />;
  const languages = [...new Set(data.voices.map((voice) => voice.language))];
  const shown = data.voices.filter((voice) => language === 'all' || voice.language === language);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <label className="grid gap-1 text-sm font-medium text-ink">
          {COPY.languageLabel}
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as VoiceLanguage | 'all')}
            className="h-11 rounded-control border border-border bg-surface px-3 text-ink"
          >
            <option value="all">{COPY.allLanguages}</option>
            {languages.map((id) => (
              <option key={id} value={id}>
                {VOICE_LANGUAGES[id]}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-ink-muted">{COPY.yourPlan(planLabel(data.plan))}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={COPY.title}>
        {shown.map((voice) => (
          <VoiceCard key={voice.id} voice={voice} phase={state.id === voice.id ? state.phase : 'idle'} onToggle={() => toggle(voice.id)} />
        ))}
      </ul>
      {/* one player for the page: a new preview stops the one before it */}
      <audio {...audioProps} preload="none" data-testid="voice-preview-audio" />
    </>
  );
}

/** /voice-library: every voice with its language, gender and character, a preview, and the plan that unlocks it. */
export default function VoiceLibraryPage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{COPY.title}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-ink-muted">{COPY.intro}</p>
      {user ? <VoiceList /> : <EmptyState title={COPY.signedOut} action={<EmptyStateLink href={AUTH_PATH}>{COPY.signIn}</EmptyStateLink>} />}
    </section>
  );
}
