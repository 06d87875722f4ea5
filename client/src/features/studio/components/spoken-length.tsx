import type { ScriptTiming, ScriptTimingRequest } from '@common/contracts/script-timing';
import type { DraftInput } from '@common/contracts/studio';
import { VOICE_SPEED } from '@common/catalog/voices';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { SPOKEN_LENGTH_COPY as COPY } from '@/content/studio-copy';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFitScript, useScriptTiming } from '../api/script-timing';
import type { VoiceChoice } from './voice-settings-fields';

/** How long the editor waits after the last keystroke before it asks for the spoken length. */
const TYPING_PAUSE_MS = 600;
/** The voice the script is timed with before the creator picks one: the writer's default. */
const DEFAULT_VOICE = { voiceId: 'ava-en', speed: VOICE_SPEED.default } as const;

/** The timing request for the draft as it stands, or null when there is nothing to time. */
export function timingRequestOf(draft: DraftInput | null, voice: VoiceChoice): ScriptTimingRequest | null {
  if (!draft?.scenes.length || !draft.scenes.some((s) => s.narration.trim())) return null;
  return {
    scenes: draft.scenes.map(({ id, narration, durationSeconds }) => ({ id, narration, durationSeconds })),
    voice: voice.voiceId ? { voiceId: voice.voiceId, speed: voice.speed } : DEFAULT_VOICE,
    durationSeconds: draft.durationSeconds,
  };
}

/** The spoken length as the creator types (debounced), with the request's timing once it settles. */
export function useSpokenLength(draft: DraftInput | null, voice: VoiceChoice) {
  // debounced by its text: a new object each render must not restart the wait (or loop)
  const settledJson = useDebouncedValue(JSON.stringify(timingRequestOf(draft, voice)), TYPING_PAUSE_MS);
  const settled = useMemo(() => JSON.parse(settledJson) as ScriptTimingRequest | null, [settledJson]);
  const timing = useScriptTiming(settled);
  return { request: settled, timing: timing.data ?? null, loading: timing.isFetching, failed: timing.isError };
}

/** One scene's spoken length, under its words. */
export function SceneSpokenLength({ timing, sceneId }: { timing: ScriptTiming | null; sceneId: string }) {
  const seconds = timing?.scenes.find((s) => s.id === sceneId)?.seconds;
  if (seconds === undefined) return null;
  return (
    <p className="text-xs text-ink-muted" data-testid="scene-spoken-length">
      {seconds > 0 ? COPY.scene(seconds) : COPY.silent}
    </p>
  );
}

/**
 * The whole script's spoken length against the video's, announced politely as it changes, and
 * "Fit to N s" when the voice needs longer than the video lasts: the server shortens the words
 * (the creator's scenes stay) and the editor takes them.
 */
export function SpokenLengthSummary({
  spoken,
  onFitted,
}: {
  spoken: ReturnType<typeof useSpokenLength>;
  onFitted(scenes: { id: string; narration: string; durationSeconds: number }[]): void;
}) {
  const fit = useFitScript();
  const { timing, request } = spoken;
  const tooLong = timing !== null && !timing.fits;
  const onFit = () => {
    if (!request) return;
    fit.mutate(request, {
      onSuccess: (answer) => {
        onFitted(answer.scenes);
        if (!answer.timing.fits) toast({ variant: 'destructive', title: COPY.stillTooLong(answer.timing.totalSeconds, answer.timing.durationSeconds) });
      },
      onError: (error) => toast({ variant: 'destructive', title: COPY.fitFailed, description: error.message }),
    });
  };
  return (
    <div
      className={`flex flex-wrap items-center gap-3 rounded-control border p-3 text-sm ${tooLong ? 'border-danger/40 bg-danger-soft' : 'border-border bg-surface'}`}
      data-testid="spoken-length"
    >
      <p className="min-w-0 flex-1 text-ink" role="status" aria-live="polite">
        {spoken.failed ? COPY.failed : timing ? COPY.total(timing.totalSeconds, timing.durationSeconds, timing.fits) : COPY.measuring}
        {spoken.loading ? <Spinner className="ml-2 inline size-3" /> : null}
      </p>
      {tooLong ? (
        <Button size="sm" onClick={onFit} disabled={fit.isPending}>
          {fit.isPending ? <Spinner className="size-4" /> : null}
          {COPY.fit(timing.durationSeconds)}
        </Button>
      ) : null}
    </div>
  );
}
