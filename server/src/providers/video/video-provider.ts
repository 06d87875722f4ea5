import type { ProductCard } from '@common/contracts/product';
import type { Scene } from '@common/contracts/script';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import type { CaptionStyleId } from '@common/catalog/caption-styles';
import type { PlatformPresetId } from '@common/catalog/platform-presets';
import type { VoiceId } from '@common/catalog/voices';
import type { TimedWord } from '@common/rules/captions';
import type { BoxReport } from '@common/rules/safe-zones';
import type { VoiceEngineName } from '../voice/voice-provider';

/** A scene's own background as a local file (an upload or a stock item, fetched before the render). */
export type SceneBackground = { kind: 'image' | 'clip'; path: string };
/** A studio scene as the engine gets it: the script's scene plus its background file, if any. */
export type RenderScene = Scene & { background?: SceneBackground | null };
/** The creator's brand kit for this render: the logo file (if any), two colours, a shipped font. */
export type RenderBrandKit = { logoPath: string | null; colors: { primary: string; secondary: string }; font: string };

/** What any provider is asked to make. */
export type RenderSpec = {
  jobId: string;
  prompt: string;
  visualStyle: VisualStyle;
  aspectRatio: AspectRatio;
  durationSeconds: number;
  /** Burn the free-plan watermark into the picture. */
  watermark: boolean;
  /** A studio script: the scenes to show, in order (else the engine writes its own from the prompt). */
  scenes?: RenderScene[];
  /** "Apply brand kit": logo corner, accent colours, font and end card (docs/decisions/027); captions may read `colors`. */
  brandKit?: RenderBrandKit | null;
  /**
   * Speak every scene's narration with this voice (issue 16); scenes then follow the speech. Only the
   * local engine speaks. With `recordingPath` (the creator's own voice, docs/decisions/066) the
   * recording is the voice-over and `voiceId` only the synthetic voice it is aligned against.
   */
  voice?: { voiceId: VoiceId; speed: number; recordingPath?: string } | null;
  /** Burn word-by-word captions of the speech into the picture. */
  captions?: { style: CaptionStyleId } | null;
  /** The product card the ad is built from (docs/decisions/059), with its images and logo resolved to files. */
  product?: RenderProduct | null;
  /**
   * The delivered frame size and rate (issue 28: Full HD for paid plans, a platform preset; issue 29:
   * low-resolution previews). Absent: 720 pixels on the short side at the engine's own rate.
   */
  output?: { width: number; height: number; fps: number };
  /** A style preview (issue 29, docs/decisions/067): quick over polished, so the soundtrack is mixed but not mastered. */
  draft?: boolean;
  /** The platform it is made for (issue 28): captions and the CTA are kept out of its safe-zone margins. */
  platformPreset?: PlatformPresetId | null;
};

/** The product card as the engine reads it: the creator's media ids replaced by readable files. */
export type RenderProduct = Omit<ProductCard, 'imageIds' | 'logoId'> & { images: RenderMediaFile[]; logo: RenderMediaFile | null };
/** One stored image the engine may read (a private path in media storage, and its size). */
export type RenderMediaFile = { path: string; width: number; height: number };

/** What a voiced render said and when: the captions' timings (WebVTT, SRT) and the engine that spoke. */
export type RenderTimeline = { voiceEngine: VoiceEngineName; words: TimedWord[]; durationMs: number };

/**
 * Scenes an earlier render of the same video already encoded, by segment key (the local engine's
 * per-scene segments, docs/decisions/065), and its mastered soundtrack (docs/decisions/069): kept
 * in media storage under the video.
 */
export type SegmentCache = {
  /** Copies the segment stored under `key` to `toPath`; false when there is none. */
  restore(key: string, toPath: string): Promise<boolean>;
  /** Keeps a freshly encoded segment under `key` for the next render of this video. */
  keep(key: string, fromPath: string): Promise<void>;
};

/**
 * One segment in a render: its scene, the part of the scene (`transition`: the scene's first
 * frames over the previous one; `scene`: the rest; `soundtrack`: the mastered sound under every
 * scene, with `scene` EVERY_SCENE), its key and whether this render encoded it.
 */
export type RenderedSegment = { scene: number; part: 'transition' | 'scene' | 'soundtrack'; key: string; encoded: boolean };

/** What the job runner gives a provider for one attempt. */
export type RenderContext = {
  /** Where the finished MP4 must be written (a private temporary path). */
  outputPath: string;
  signal: AbortSignal;
  reportProgress(percent: number): Promise<void>;
  /** A remote provider's request id from an earlier attempt of this job, if any. */
  resumeRequestId: string | null;
  /** Remembers a remote request id, so a retry after a crash polls it instead of submitting again. */
  saveRequestId(requestId: string): Promise<void>;
  /** A voiced render reports its words' timings here, to be stored with the job. */
  reportTimeline?(timeline: RenderTimeline): void;
  /** The local engine reports the boxes it drew, checked against the platform preset's margins (issue 28). */
  reportBoxes?(report: BoxReport): void;
  /** Where a per-scene engine finds and keeps its scenes' segments; absent: every scene is encoded. */
  segmentCache?: SegmentCache;
  /** A per-scene engine reports its segments here (which scenes it encoded, which it reused). */
  reportSegments?(segments: RenderedSegment[]): void;
};

/**
 * The video-model port (DESIGN.md "Ports and their adapters"). A remote adapter submits, polls
 * and fetches the result into `outputPath`; the local engine renders it there directly.
 */
export type VideoProvider = {
  name: 'local' | 'fal' | 'replicate';
  render(spec: RenderSpec, context: RenderContext): Promise<void>;
};

/** A failure worth retrying (network, 5xx, rate limit), as opposed to a refused request. */
export class TransientProviderError extends Error {
  override name = 'TransientProviderError';
}
