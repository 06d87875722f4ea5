import { CAPTION_STYLES } from '@common/catalog/caption-styles';
import type { QualityReport } from '@common/contracts/quality';
import { MediaToolsError, type MediaTools, type ProbeInfo } from '../../providers/media-tools/index';
import { captionContrast } from '@common/rules/contrast';
import type { RenderTimeline, RenderSpec } from '../../providers/video/index';
import type { RenderDeps } from './render-deps';
import type { RenderAttempt, RenderedVideo, RenderPlan } from './render-steps';
import { hardFailureOf, judgeQuality, type QualityExpectations, type QualityFacts } from './quality-checks';

/** The local engine's frame rate when the plan names none (frame-size.ts's LOCAL_FPS). */
const LOCAL_ENGINE_FPS = 24;

/**
 * A render whose file fails a hard check (wrong codec, no audio where a voice was ordered, a
 * black stretch over 0.5 s): another attempt would make the same file, so the runner fails the
 * job at once, refunds it and keeps the report that says why.
 */
export class RenderRejected extends Error {
  override name = 'RenderRejected';
  constructor(
    message: string,
    readonly report: QualityReport,
  ) {
    super(message);
  }
}

/** What the plan promised: the length (the speech's when voiced), the frame rate, the voice, the hook. */
export function expectationsOf(spec: RenderSpec, engine: string, timeline: RenderTimeline | null): QualityExpectations {
  const first = spec.scenes?.[0];
  const firstWord = spec.captions ? timeline?.words[0] : undefined;
  return {
    fps: spec.output?.fps ?? (engine === 'local' ? LOCAL_ENGINE_FPS : null),
    durationSeconds: timeline ? timeline.durationMs / 1000 : spec.durationSeconds,
    voice: Boolean(spec.voice),
    // the engine paints a scene's key phrase from the scene's start; without one the hook is its first caption
    hook: first
      ? first.headline
        ? { text: first.headline, atSeconds: 0 }
        : { text: first.narration, atSeconds: firstWord ? firstWord.startMs / 1000 : 0 }
      : null,
    captions: Boolean(spec.voice && spec.captions),
    platform: spec.platformPreset ?? null,
  };
}

/** The local engine draws the captions in its catalogue's colours (or the brand kit's): their contrast, as drawn. */
function captionContrastOf(spec: RenderSpec, engine: string): QualityFacts['captionContrast'] {
  if (engine !== 'local' || !spec.voice || !spec.captions) return null;
  const brandKit = spec.brandKit ? { colors: [spec.brandKit.colors.primary, spec.brandKit.colors.secondary] } : null;
  return captionContrast(CAPTION_STYLES[spec.captions.style], brandKit);
}

/** ffprobe's view, or null when the file is not readable media (a missing ffprobe is "not measured" too). */
async function readable<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof MediaToolsError) return fallback;
    throw error; // the caller's abort
  }
}

/** Everything the report judges, measured from the file through the media tools. */
export async function measureFile(mediaTools: MediaTools, file: string, signal: AbortSignal): Promise<QualityFacts> {
  const probe = await readable<ProbeInfo | null>(mediaTools.probe(file, { signal }), null);
  if (!probe) return { probe: null, boxes: [], keyframeTimes: [], scan: null };
  const has = (type: string) => Boolean(probe.streams?.some((stream) => stream.codec_type === type));
  const packets = await readable(mediaTools.probePackets(file, { signal }), []);
  const keyframeTimes = packets
    .filter((packet) => packet.flags?.startsWith('K'))
    .map((packet) => Number(packet.pts_time))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const durationSeconds = Number(probe.format?.duration) || 0;
  const scan = await readable(mediaTools.scanMedia(file, { video: has('video'), audio: has('audio'), durationSeconds, signal }), null);
  return { probe, boxes: await readable(mediaTools.topLevelBoxes(file), []), keyframeTimes, scan };
}

/**
 * The review step, after mastering: measures the file, judges it against the plan and carries the
 * report to publish. A hard failure throws `RenderRejected` with the report.
 */
export async function reviewRender(
  deps: Pick<RenderDeps, 'mediaTools' | 'logger'>,
  attempt: RenderAttempt,
  plan: RenderPlan,
  video: RenderedVideo,
): Promise<RenderedVideo> {
  // a style preview (docs/decisions/067) is a quick look that is never delivered: its file is not measured
  if (plan.spec.draft) return video;
  const facts = {
    ...(await measureFile(deps.mediaTools, video.path, attempt.signal)),
    boxReport: video.boxReport ?? null,
    captionContrast: captionContrastOf(plan.spec, video.engine),
  };
  const report = judgeQuality(facts, expectationsOf(plan.spec, video.engine, video.timeline), attempt.now());
  const failure = hardFailureOf(report);
  deps.logger.info({ jobId: attempt.job.id, verdict: report.verdict }, 'render reviewed');
  if (failure) throw new RenderRejected(failure, report);
  return { ...video, quality: report };
}
