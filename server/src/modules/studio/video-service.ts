import type { ProductCard } from '@common/contracts/product';
import type { Plan } from '@common/contracts/auth';
import type { Scene, Tone } from '@common/contracts/script';
import { STUDIO_MESSAGES, VOICE_SETTINGS_MESSAGES, type CreateVariantRequest, type OwnVoiceSettings, type VoiceSettings } from '@common/contracts/studio';
import type { CaptionStyleId } from '@common/catalog/caption-styles';
import type { FrameRate } from '@common/catalog/output-formats';
import { PLATFORM_PRESETS, type PlatformPresetId } from '@common/catalog/platform-presets';
import { renderCostCredits } from '@common/catalog/plans';
import { VOICES, type VoiceId } from '@common/catalog/voices';
import { videoLengthFor } from '@common/catalog/video-lengths';
import { canUseVoice, VOICE_MESSAGES } from '@common/rules/voice';
import { measureScenes, type NarrationTimer } from '../../providers/script-writer/index';
import { detectScriptLanguage, voicesSpeaking } from '@common/rules/script-language';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import { AppError } from '../../http/app-error';
import { spendRenderCredits } from '../credits/service';
import { snapshotBrandKit } from '../media/service';
import { createRenderWithin, findRenderJob, type RenderJobRow } from '../renders/service';
import { deleteDraftInside } from './draft-repository';
import type { StudioDeps } from './studio-deps';
import { getOwnedVideo } from './library-service';
import type { OwnedVideo } from './video-repository';
import { checkOwnVoice, ownRenderVoice, type RenderVoice } from './own-voice';

export type Creator = { id: string; plan: Plan };

export type StudioRender = {
  description: string;
  visualStyle: VisualStyle;
  aspectRatio: AspectRatio;
  durationSeconds: number;
  tone: Tone | null;
  scenes: Scene[] | null;
  product?: ProductCard | null;
  title: string;
  variantOfId?: string | null;
  retryOfId?: string | null;
  voice?: RenderVoice | null;
  captionStyle?: CaptionStyleId | null;
  /** The platform it is made for and the chosen frame rate (issue 28); the plan sets the size. */
  platformPreset?: PlatformPresetId | null;
  fps?: FrameRate | null;
  /** Consumed by the render, in the same transaction. */
  draftId?: string;
  /** Apply the creator's brand kit (copied onto the render as it is now). */
  brandKit?: boolean;
  /** A variant or retry keeps the brand kit its original was made with. */
  brandKitCopy?: OwnedVideo['brandKit'];
  /** An edit re-render: the video's first version, this one's number and the quoted price (docs/decisions/065). */
  edit?: { versionOfId: string; version: number; costCredits: number };
};

const TITLE_WORDS = 8;

/** A title from the description when the creator gave none: its first words. */
export function defaultTitle(description: string): string {
  const words = description.split(/\s+/).filter(Boolean);
  const title = words.slice(0, TITLE_WORDS).join(' ');
  return words.length > TITLE_WORDS ? `${title}…` : title;
}

/**
 * Spends the render's credits, creates its job and queues it in one transaction. The
 * idempotency key makes a repeated request (a double click, a retried POST) return the first
 * video instead of paying twice; too few credits is a 402 with the cost and the balance.
 */
export async function spendAndRender(deps: StudioDeps, creator: Creator, render: StudioRender, idempotencyKey: string): Promise<OwnedVideo> {
  if (render.voice?.recordingId) await checkOwnVoice(deps.db, creator.id, render.voice.recordingId);
  else if (render.voice) await checkVoice(deps.scriptWriting.timer, creator, render.voice, render.scenes ?? [], render.durationSeconds);
  const now = deps.now();
  let created: RenderJobRow | undefined;
  const { entry, replayed } = await deps.db.transaction(async (tx) =>
    spendRenderCredits({
      tx,
      userId: creator.id,
      title: render.title,
      requestKey: idempotencyKey,
      now,
      // the price the maker showed (an edit: its quote, common/catalog/edit-costs.ts): the same catalogue functions
      cost: render.edit?.costCredits ?? renderCostCredits({ durationSeconds: render.durationSeconds }),
      createRender: async (cost) => {
        const brandKit = render.brandKitCopy ?? (render.brandKit ? await snapshotBrandKit(tx, creator.id) : null);
        // the row, its queue job and the payment commit together (docs/decisions/030)
        created = await createRenderWithin(tx, deps, {
          kind: 'studio',
          prompt: render.description,
          visualStyle: render.visualStyle,
          aspectRatio: render.aspectRatio,
          durationSeconds: render.durationSeconds,
          creatorPlan: creator.plan,
          ownerUserId: creator.id,
          platformPreset: render.platformPreset ?? null,
          fps: render.fps ?? null,
          studio: {
            title: render.title,
            tone: render.tone,
            scenes: render.scenes,
            product: render.product ?? null,
            costCredits: cost,
            variantOfId: render.variantOfId ?? null,
            retryOfId: render.retryOfId ?? null,
            brandKit,
            voiceId: render.voice?.voiceId ?? null,
            voiceSpeed: render.voice?.speed ?? null,
            voiceRecordingId: render.voice?.recordingId ?? null,
            captionStyle: render.voice ? (render.captionStyle ?? null) : null,
            versionOfId: render.edit?.versionOfId ?? null,
            version: render.edit?.version ?? 1,
          },
        });
        if (render.draftId) await deleteDraftInside(tx, creator.id, render.draftId);
        return created.id;
      },
    }),
  );
  if (!replayed && created) return { ...created, shareToken: null };
  const first = entry.renderJobId ? await findRenderJob(deps.db, entry.renderJobId) : undefined;
  if (!first) throw new AppError('CONFLICT', 'This request was already used for a video that no longer exists. Try again.');
  return getOwnedVideo(deps.db, creator.id, first.id);
}

/**
 * A voice the creator may use for this script, checked before anything is paid: the plan unlocks
 * it (403), it speaks the language picked and the script's language (400, detected for any language:
 * common/rules/script-language.ts), and the script can be said within the length the video is
 * priced at (400): measured with the embedded speech engine, as the script writer fitted it
 * (docs/decisions/062), so a script the writer wrote for this voice and length always passes.
 */
export async function checkVoice(
  timer: NarrationTimer,
  creator: Creator,
  voice: { voiceId: VoiceId; speed: number; language?: VoiceSettings['language'] },
  scenes: readonly Scene[],
  durationSeconds: number,
): Promise<void> {
  const spoken = VOICES[voice.voiceId].language;
  if (!canUseVoice(creator.plan, voice.voiceId)) throw new AppError('FORBIDDEN', VOICE_MESSAGES.locked(voice.voiceId), { voiceId: voice.voiceId });
  if (voice.language && voice.language !== spoken) throw new AppError('BAD_REQUEST', VOICE_SETTINGS_MESSAGES.voiceLanguage, { voiceId: voice.voiceId });
  const detected = detectScriptLanguage(scenes.map((s) => s.narration).join(' '));
  if (detected && detected.voiceLanguage !== spoken) {
    const speakers = voicesSpeaking(detected.voiceLanguage);
    throw new AppError('BAD_REQUEST', VOICE_MESSAGES.wrongLanguage(voice.voiceId, detected.name, speakers), {
      voiceId: voice.voiceId,
      detected: detected.code,
      voices: speakers,
    });
  }
  const said = await measureScenes(
    timer,
    scenes.map((s) => s.narration),
    voice,
  );
  const longest = videoLengthFor(durationSeconds).seconds;
  if (said.totalSeconds > longest) {
    const seconds = Math.ceil(said.totalSeconds);
    throw new AppError('BAD_REQUEST', VOICE_MESSAGES.tooLong(seconds, longest), { seconds });
  }
}

export async function createStudioVideo(
  deps: StudioDeps,
  creator: Creator,
  input: {
    description: string;
    visualStyle: VisualStyle;
    aspectRatio: AspectRatio;
    durationSeconds: number;
    tone: Tone;
    scenes: Scene[];
    product?: ProductCard | null;
    title?: string;
    draftId?: string;
    voice?: VoiceSettings | OwnVoiceSettings | null;
    captions?: { style: CaptionStyleId } | null;
    idempotencyKey: string;
    brandKit?: boolean;
    platformPreset?: PlatformPresetId | null;
    fps?: FrameRate;
  },
): Promise<OwnedVideo> {
  return spendAndRender(
    deps,
    creator,
    {
      description: input.description,
      visualStyle: input.visualStyle,
      aspectRatio: input.aspectRatio,
      durationSeconds: input.durationSeconds,
      tone: input.tone,
      scenes: input.scenes,
      product: input.product ?? null,
      title: input.title ?? defaultTitle(input.description),
      draftId: input.draftId,
      brandKit: input.brandKit,
      voice: input.voice?.kind === 'own' ? ownRenderVoice(input.voice, input.scenes) : (input.voice ?? null),
      captionStyle: input.captions?.style ?? null,
      platformPreset: input.platformPreset ?? null,
      fps: input.fps ?? null,
    },
    input.idempotencyKey,
  );
}

/**
 * Several scripts rendered as one A/B group (the creator tools' "test as variants"): the first is
 * the original, the others are its variants. Each render pays on its own idempotency key
 * (`{key}:{n}`), so a repeated request makes no video twice.
 */
export async function createVideoGroup(
  deps: StudioDeps,
  creator: Creator,
  renders: { description: string; visualStyle: VisualStyle; aspectRatio: AspectRatio; durationSeconds: number; tone: Tone; scenes: Scene[]; title: string }[],
  idempotencyKey: string,
): Promise<OwnedVideo[]> {
  const videos: OwnedVideo[] = [];
  for (const [i, render] of renders.entries()) {
    videos.push(await spendAndRender(deps, creator, { ...render, variantOfId: videos[0]?.id ?? null }, `${idempotencyKey}:${i + 1}`));
  }
  return videos;
}

/** The same script in another aspect ratio or style, linked to the original. */
export async function createVariant(deps: StudioDeps, creator: Creator, originalId: string, input: CreateVariantRequest): Promise<OwnedVideo> {
  const original = await getOwnedVideo(deps.db, creator.id, originalId);
  return spendAndRender(
    deps,
    creator,
    {
      ...renderOf(original),
      visualStyle: input.visualStyle,
      aspectRatio: input.aspectRatio,
      // a preset is one frame shape: another ratio leaves it behind
      platformPreset: original.platformPreset && PLATFORM_PRESETS[original.platformPreset].aspectRatio === input.aspectRatio ? original.platformPreset : null,
      variantOfId: original.variantOfId ?? original.id,
    },
    input.idempotencyKey,
  );
}

/** A failed video made again as a new job (the failed one was refunded). */
export async function retryVideo(deps: StudioDeps, creator: Creator, failedId: string, idempotencyKey: string): Promise<OwnedVideo> {
  const failed = await getOwnedVideo(deps.db, creator.id, failedId);
  if (failed.status !== 'failed') throw new AppError('CONFLICT', STUDIO_MESSAGES.retryOnlyFailed);
  return spendAndRender(deps, creator, { ...renderOf(failed), variantOfId: failed.variantOfId, retryOfId: failed.id }, idempotencyKey);
}

export function renderOf(row: OwnedVideo): StudioRender {
  return {
    description: row.prompt,
    visualStyle: row.visualStyle,
    aspectRatio: row.aspectRatio,
    durationSeconds: row.durationSeconds,
    tone: row.tone,
    scenes: row.scenes,
    product: row.product,
    title: row.title ?? defaultTitle(row.prompt),
    brandKitCopy: row.brandKit,
    voice: row.voiceId ? { voiceId: row.voiceId, speed: row.voiceSpeed ?? 1, recordingId: row.voiceRecordingId } : null,
    captionStyle: row.captionStyle,
    platformPreset: row.platformPreset,
    fps: row.output?.fps ?? null,
  };
}
