import { LOCAL_FPS } from './frame-size';
import { captionPhrases, type CaptionPhrase } from '@common/rules/captions';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderSpec } from '../video-provider';
import { frameSize } from './frame-size';
import { TRANSITION_SECONDS } from './scene-painter';
import type { AdScript } from './script-writer';
import type { VoiceOver } from './voice-over';

/**
 * Raised by hand when a segment's encoding changes in a way the engine's source does not show
 * (an ffmpeg setting elsewhere, the mastering in media-tools, a font file): every cached segment
 * and soundtrack is then made again.
 */
const SEGMENT_FORMAT = 1;

/**
 * The engine's version as its cache sees it: a digest of the local engine's own source (the
 * painter, layouts, captions, looks) and the format number above. Whoever changes how a frame is
 * drawn changes a file here, so no segment painted by older code is ever reused (docs/decisions/065).
 */
const ENGINE_VERSION = (() => {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256').update(`format ${SEGMENT_FORMAT}`);
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
})();

/** How long the video runs, its scenes' lengths and its frame size and rate: what paint-and-encode and the segment plan share. */
export type RenderTiming = { width: number; height: number; fps: number; durationSeconds: number; sceneSeconds: number[] };

/** `forcedFps` (LOCAL_RENDER_FPS, set by tests and low-power hosts) wins over the format's rate. */
export function renderTiming(spec: RenderSpec, script: AdScript, voiceOver: VoiceOver | null, forcedFps: number | undefined): RenderTiming {
  const { width, height } = spec.output ?? frameSize(spec.aspectRatio);
  const durationSeconds = voiceOver?.totalSeconds ?? spec.durationSeconds;
  const shares = voiceOver?.sceneSeconds ?? script.beats.map(() => durationSeconds / script.beats.length);
  // the painter falls back to equal shares on a mismatch; the plan must cut where it switches
  const sceneSeconds = shares.length === script.beats.length ? shares : script.beats.map(() => durationSeconds / script.beats.length);
  return { width, height, fps: forcedFps ?? spec.output?.fps ?? LOCAL_FPS, durationSeconds, sceneSeconds };
}

const frameOf = ({ width, height, fps, durationSeconds }: RenderTiming) => ({ width, height, fps, durationSeconds });

/**
 * A run of one scene's frames and the key of its encoded segment: a scene after the first has a
 * `transition` part (its first frames, painted over the previous scene) and a `scene` part (the
 * rest, its own alone), so an edit to one scene re-encodes that scene and the next one's short
 * transition in, never the next scene's own frames.
 */
export type SceneSegment = { scene: number; part: SegmentPart; firstFrame: number; frameCount: number; key: string };
export type SegmentPart = 'transition' | 'scene';

/**
 * The frames each scene part owns, cut exactly where the painter switches scene and ends a
 * transition (the same sums and the same comparisons as scene-painter.ts), so a segment holds
 * whole frames and joining the segments in order gives the frames a single pass would. Parts
 * too short to own a frame are left out.
 */
export function sceneFrameRanges(timing: RenderTiming): { scene: number; part: SegmentPart; firstFrame: number; frameCount: number }[] {
  const { sceneSeconds, fps } = timing;
  const frames = Math.round(timing.durationSeconds * fps);
  const starts = sceneSeconds.map((_, i) => sceneSeconds.slice(0, i).reduce((a, b) => a + b, 0));
  const ranges: { scene: number; part: SegmentPart; firstFrame: number; frameCount: number }[] = [];
  let index = 0;
  for (let frame = 0; frame < frames; frame++) {
    const time = frame / fps;
    while (index < sceneSeconds.length - 1 && time >= starts[index + 1]!) index++;
    const part: SegmentPart = index > 0 && time - starts[index]! < TRANSITION_SECONDS ? 'transition' : 'scene';
    const last = ranges.at(-1);
    if (last && last.scene === index && last.part === part) last.frameCount++;
    else ranges.push({ scene: index, part, firstFrame: frame, frameCount: 1 });
  }
  return ranges;
}

const digestCache = new Map<string, Promise<string>>();
/** A media file by its bytes: its path is a scratch path that differs on every attempt. */
function fileDigest(file: string): Promise<string> {
  let digest = digestCache.get(file);
  if (!digest) {
    digest = readFile(file).then((bytes) => createHash('sha256').update(bytes).digest('hex'));
    digestCache.set(file, digest);
    // scratch files go away with their render; only a render's own repeats reuse the digest
    void digest.finally(() => setTimeout(() => digestCache.delete(file), 60_000).unref());
  }
  return digest;
}

/** A copy of `value` with every file path (`path`, `logoPath`) replaced by the digest of the file's bytes. */
async function withFileDigests(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(withFileDigests));
  if (!value || typeof value !== 'object') return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]) => [
      key,
      (key === 'path' || key === 'logoPath') && typeof item === 'string' ? `sha256:${await fileDigest(item)}` : await withFileDigests(item),
    ]),
  );
  return Object.fromEntries(entries);
}

/**
 * Every scene part's segment key: a hash of all that shapes its frames. That is the scene as
 * stored (layout, headline, narration, media by its bytes), for a transition the scene before it
 * too (painted underneath), the script's beats for both, where the scene sits on the
 * timeline (global time drives backdrops and the brand's end card), the frame size and rate, the
 * rest of the spec (style, ratio, brand kit, product card, captions style, watermark, prompt) and
 * the caption phrases on screen during its frames. The voice itself is not in it: what it changes
 * (the timing and the words) is. The engine version ends it.
 */
export async function planSceneSegments(spec: RenderSpec, script: AdScript, voiceOver: VoiceOver | null, timing: RenderTiming): Promise<SceneSegment[]> {
  const { jobId: _job, scenes, voice: _voice, durationSeconds: _asked, ...rest } = spec;
  const shared = createHash('sha256')
    .update(
      JSON.stringify({ engine: ENGINE_VERSION, spec: await withFileDigests(rest), ...frameOf(timing), beats: script.beats.length, product: script.product }),
    )
    .digest('hex');
  // a style preview is never edited: one segment (one encoder, no cuts to keep) is quicker
  if (spec.draft) return [{ scene: 0, part: 'scene', firstFrame: 0, frameCount: Math.round(timing.durationSeconds * timing.fps), key: shared.slice(0, 32) }];
  const phrases: CaptionPhrase[] = voiceOver && spec.captions ? captionPhrases(voiceOver.words) : [];
  const ranges = sceneFrameRanges(timing);
  return Promise.all(
    ranges.map(async ({ scene, part, firstFrame, frameCount }) => {
      const fromMs = (firstFrame / timing.fps) * 1000;
      const toMs = ((firstFrame + frameCount) / timing.fps) * 1000;
      const transition = part === 'transition';
      const shaping = {
        shared,
        part,
        firstFrame,
        frameCount,
        seconds: timing.sceneSeconds[scene],
        scene: await withFileDigests(scenes?.[scene] ?? null),
        beat: script.beats[scene],
        // only a transition paints the scene before it (underneath, to its end)
        previous: transition
          ? { seconds: timing.sceneSeconds[scene - 1], scene: await withFileDigests(scenes?.[scene - 1] ?? null), beat: script.beats[scene - 1] }
          : null,
        captions: phrases.filter((p) => p.startMs < toMs && p.endMs > fromMs),
      };
      return { scene, part, firstFrame, frameCount, key: createHash('sha256').update(JSON.stringify(shaping)).digest('hex').slice(0, 32) };
    }),
  );
}

/**
 * The key of a render's mastered soundtrack: a hash of all that shapes it. That is the style's
 * music bed and its seed (the prompt and style), the video's length, and with a voice every
 * scene's speech by its bytes and where it is heard. An edit that leaves the sound alone (a
 * picture, a headline, a layout) reuses the soundtrack as well as the unchanged scenes
 * (docs/decisions/069). The engine version ends it, as for the segments.
 */
export function soundtrackKey(spec: RenderSpec, voiceOver: VoiceOver | null, timing: RenderTiming): string {
  const voice = voiceOver && {
    spans: voiceOver.spans,
    speeches: voiceOver.speeches.map((speech) => createHash('sha256').update(speech.wav).digest('hex')),
  };
  const shaping = { engine: ENGINE_VERSION, part: 'soundtrack', style: spec.visualStyle, prompt: spec.prompt, seconds: timing.durationSeconds, voice };
  return createHash('sha256').update(JSON.stringify(shaping)).digest('hex').slice(0, 32);
}
