import { renderCostCredits } from '@common/catalog/plans';
import { scriptRequestSchema } from '@common/contracts/script';
import { createVideoRequestSchema } from '@common/contracts/studio';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { CenteredSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { VIDEO_MAKER_COPY as COPY, VOICE_SETTINGS_COPY } from '@/content/studio-copy';
import { isApiError } from '@/lib/api-client';
import { useCredits } from '@/features/credits';
import { ApplyBrandKit, BrandKitEditor, SceneBackgroundPicker, UploadsPanel, useHasBrandKit } from '@/features/media';
import { StockBackgroundPicker } from '@/features/stock-media';
import { useCreateVideo } from '../api/create-video';
import { StylePreviews } from '../components/style-previews';
import { useWriteScript } from '../api/write-script';
import { useDraftAutosave, type SaveState } from '../hooks/use-draft-autosave';
import { issuesByPath } from '../lib/issue-map';
import { PaywallDialog, paywallStateOf, type PaywallState } from '../components/paywall-dialog';
import { ProductImportPanel } from '../components/product-import-panel';
import { SceneEditor } from '../components/scene-editor';
import { SceneSpokenLength, SpokenLengthSummary, useSpokenLength } from '../components/spoken-length';
import { VideoSettingsPanel } from '../components/video-settings-panel';
import { isVoiced, voiceRequestOf, type VoiceChoice } from '../components/voice-settings-fields';
import { settingsOf, voiceChoiceOf } from '../lib/draft-settings';
import { randomUuid } from '@/lib/random-uuid';
import type { PlatformPresetId } from '@common/catalog/platform-presets';

const SAVE_LABELS: Record<SaveState, string> = { idle: '', saving: COPY.saving, saved: COPY.saved, error: COPY.saveFailed };

/** The draft as the render request takes it: its settings go in as the request's own fields. */
function withoutSettings<T extends { settings?: unknown }>({ settings: _settings, ...rest }: T): Omit<T, 'settings'> {
  return rest;
}

function errorFields(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || typeof error.fields !== 'object' || error.fields === null) return null;
  return error.fields as Record<string, string>;
}

/** /video-maker: describe → style, ratio, length, tone → an editable script → the cost → render. */
export default function VideoMakerPage() {
  const { draft, draftId, update, startOver, restored, saveState, loading } = useDraftAutosave();
  const credits = useCredits();
  const create = useCreateVideo();
  const [, navigate] = useLocation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [paywall, setPaywall] = useState<PaywallState>(null);
  const [writer, setWriter] = useState<string | null>(null);
  const [preset, setPreset] = useState<PlatformPresetId | null>(null);
  // "My own voice" and its recording stay on this page: the draft keeps settings, the recording lives in the media library
  const [ownVoice, setOwnVoice] = useState<Pick<VoiceChoice, 'own' | 'captionStyle'> | null>(null);
  // one key per render attempt: a retried request after a network error cannot pay twice
  const renderKey = useRef<string | null>(null);
  const hasBrandKit = useHasBrandKit();

  const script = useWriteScript({
    onSuccess: (written) => {
      update({ scenes: written.scenes });
      setWriter(written.writer);
      setErrors({});
    },
    onError: (error) => toast({ variant: 'destructive', title: COPY.scriptFailed, description: error.message }),
  });

  // the voice panel and "Apply brand kit" live in the draft, so a restored draft renders as it was left
  const savedVoice = voiceChoiceOf(draft?.settings);
  const voice: VoiceChoice = ownVoice ? { ...savedVoice, voiceId: null, ...ownVoice } : savedVoice;
  const spoken = useSpokenLength(draft ?? null, voice);

  if (loading || !draft) return <CenteredSpinner label="Loading your draft…" />;

  const applyBrandKit = draft.settings?.brandKit ?? true;
  const setVoice = (next: VoiceChoice) => {
    setOwnVoice(next.own ? { own: next.own, captionStyle: next.captionStyle } : null);
    update({ settings: settingsOf(next.own ? { ...next, voiceId: null } : next, applyBrandKit, draft.settings?.platform) });
  };
  const setApplyBrandKit = (next: boolean) => update({ settings: settingsOf(voice, next, draft.settings?.platform) });

  const cost = renderCostCredits({ durationSeconds: draft.durationSeconds, voice: isVoiced(voice), captions: Boolean(voice.captionStyle) });
  const balance = credits.data?.balance;

  const onWriteScript = () => {
    const parsed = scriptRequestSchema.safeParse({
      description: draft.description,
      visualStyle: draft.visualStyle,
      aspectRatio: draft.aspectRatio,
      durationSeconds: draft.durationSeconds,
      tone: draft.tone,
      // written from the product card when there is one, and fitted to the chosen voice (issue 27)
      product: draft.product ?? null,
      voice: voice.voiceId ? { voiceId: voice.voiceId, speed: voice.speed } : null,
    });
    if (!parsed.success) return setErrors(issuesByPath(parsed.error));
    script.mutate(parsed.data);
  };

  const onRender = (visualStyle = draft.visualStyle) => {
    // "My own voice" without a recording yet would render silent: say what is missing instead
    if (voice.own && !voice.own.recording) {
      toast({ variant: 'destructive', title: COPY.renderFailed, description: VOICE_SETTINGS_COPY.ownVoiceNeedsRecording });
      return;
    }
    renderKey.current ??= randomUuid();
    const parsed = createVideoRequestSchema.safeParse({
      ...withoutSettings(draft),
      visualStyle,
      ...(draftId ? { draftId } : {}),
      voice: voiceRequestOf(voice),
      captions: isVoiced(voice) && voice.captionStyle ? { style: voice.captionStyle } : null,
      idempotencyKey: renderKey.current,
      brandKit: applyBrandKit && hasBrandKit,
      platformPreset: preset,
    });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      toast({ variant: 'destructive', title: COPY.renderFailed, description: COPY.fixScript });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (video) => navigate(`/animation/${video.id}`),
      onError: (error) => {
        if (isApiError(error)) renderKey.current = null; // the server answered: the next click is a new attempt
        const refusal = paywallStateOf(error);
        if (refusal) return setPaywall(refusal);
        const fields = errorFields(error);
        if (fields) setErrors(fields);
        toast({ variant: 'destructive', title: COPY.renderFailed, description: error.message });
      },
    });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_18rem]">
      <div className="grid min-w-0 gap-8">
        <header className="grid gap-2">
          <h1 className="text-title font-bold text-ink">{COPY.title}</h1>
          <p className="text-ink-muted">{COPY.intro}</p>
          {restored ? <p className="text-sm text-primary-strong">{COPY.restored}</p> : null}
        </header>

        <ProductImportPanel draft={draft} onChange={update} />

        <section aria-labelledby="settings-heading" className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6">
          <h2 id="settings-heading" className="sr-only">
            Video settings
          </h2>
          <VideoSettingsPanel
            draft={draft}
            onChange={update}
            descriptionError={errors.description}
            voice={{ value: voice, onChange: setVoice }}
            preset={{ value: preset, onChange: setPreset }}
          />
          <ApplyBrandKit checked={applyBrandKit} onChange={setApplyBrandKit} />
        </section>

        <section aria-label="Media and brand kit" className="grid gap-6 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6">
          <UploadsPanel />
          <BrandKitEditor />
        </section>

        <section aria-labelledby="script-heading" className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="script-heading" className="text-lg font-semibold text-ink">
                {COPY.scriptHeading}
              </h2>
              <p className="text-sm text-ink-muted">{draft.scenes.length ? COPY.scriptHint : COPY.scriptEmpty}</p>
            </div>
            <Button variant={draft.scenes.length ? 'secondary' : 'primary'} onClick={onWriteScript} disabled={script.isPending}>
              {script.isPending ? <Spinner className="size-4" /> : null}
              {script.isPending ? COPY.writing : draft.scenes.length ? COPY.rewriteScript : COPY.writeScript}
            </Button>
          </div>
          {writer === 'template' ? <p className="text-xs text-ink-subtle">{COPY.writerFallback}</p> : null}
          {draft.scenes.length ? (
            <SpokenLengthSummary
              spoken={spoken}
              onFitted={(fitted) => update({ scenes: draft.scenes.map((scene) => ({ ...scene, ...fitted.find((f) => f.id === scene.id) })) })}
            />
          ) : null}
          {draft.scenes.length ? (
            <SceneEditor
              scenes={draft.scenes}
              onChange={(scenes) => update({ scenes })}
              errors={errors}
              renderExtra={(scene, index, change) => (
                <>
                  <SceneSpokenLength timing={spoken.timing} sceneId={scene.id} />
                  <SceneBackgroundPicker sceneNumber={index + 1} value={scene.media} onChange={(media) => change({ media })} />
                  <StockBackgroundPicker sceneNumber={index + 1} onPick={(stock) => change({ media: { source: 'stock', id: stock.id } })} />
                </>
              )}
            />
          ) : null}
          {errors.scenes && !draft.scenes.length ? <p className="text-sm text-danger">{errors.scenes}</p> : null}
        </section>

        {draft.scenes.length ? (
          <StylePreviews
            script={{
              description: draft.description,
              aspectRatio: draft.aspectRatio,
              durationSeconds: draft.durationSeconds,
              tone: draft.tone,
              scenes: draft.scenes,
              product: draft.product ?? null,
              brandKit: applyBrandKit && hasBrandKit,
            }}
            current={draft.visualStyle}
            picking={create.isPending}
            onPick={(style) => {
              update({ visualStyle: style });
              onRender(style);
            }}
          />
        ) : null}
      </div>

      <aside aria-label="Render" className="lg:sticky lg:top-24 lg:self-start">
        <div className="grid gap-3 rounded-panel border border-border bg-surface p-5 shadow-card">
          <p className="text-sm text-ink" data-testid="render-cost">
            {COPY.costLine(cost, balance)}
          </p>
          <Button size="lg" onClick={() => onRender()} disabled={create.isPending || script.isPending}>
            {create.isPending ? <Spinner className="size-4" /> : null}
            {create.isPending ? COPY.rendering : COPY.render(cost)}
          </Button>
          <p className="min-h-5 text-xs text-ink-muted" role="status">
            {SAVE_LABELS[saveState]}
          </p>
          <Button variant="ghost" size="sm" onClick={() => void startOver().then(() => setErrors({}))}>
            {COPY.startOver}
          </Button>
        </div>
      </aside>

      <PaywallDialog state={paywall} onClose={() => setPaywall(null)} />
    </div>
  );
}
