import { createCanvas } from '../canvas/index';
import { writeFile } from 'node:fs/promises';
import type { MediaTools } from '../media-tools/index';
import { frameSize } from './local/frame-size';
import { registerRenderFonts } from './local/fonts';
import { createScenePainter } from './local/scene-painter';
import { hashText, scriptFromScenes, writeAdScript } from './local/script-writer';
import { STYLE_LOOKS } from './local/style-looks';
import type { RenderSpec } from './video-provider';

/** A poster's short side: big enough for a player before it plays and a link preview, small enough to load at once. */
export const POSTER_SHORT_SIDE = 360;
const JPEG_QUALITY = 82;
/** How far into each scene a candidate is taken: its words have landed, the next transition has not begun. */
const SCENE_POINT = 0.85;

export type PosterSpec = Pick<RenderSpec, 'jobId' | 'prompt' | 'visualStyle' | 'aspectRatio' | 'durationSeconds' | 'watermark' | 'scenes'>;

/** The poster's pixel size for a ratio (the video's ratio, short side POSTER_SHORT_SIDE). */
export function posterSize(aspectRatio: RenderSpec['aspectRatio']): { width: number; height: number } {
  return frameSize(aspectRatio, POSTER_SHORT_SIDE);
}

/** How much the picture varies: the standard deviation of its luma (0…255); a flat or black frame scores near 0. */
export function lumaSpread(rgba: ArrayLike<number>): number {
  let sum = 0;
  let squares = 0;
  const pixels = rgba.length / 4;
  for (let i = 0; i < rgba.length; i += 4) {
    const y = 0.2126 * rgba[i]! + 0.7152 * rgba[i + 1]! + 0.0722 * rgba[i + 2]!;
    sum += y;
    squares += y * y;
  }
  const mean = sum / pixels;
  return Math.sqrt(Math.max(0, squares / pixels - mean * mean));
}

function scriptOf(spec: PosterSpec) {
  return spec.scenes?.length ? scriptFromScenes(spec.prompt, spec.scenes) : writeAdScript(spec.prompt);
}

/**
 * The moments worth a poster: late in each scene of the job's script (the local engine's scenes
 * share the video equally), so the scene's words are all on screen. A remote model's video has
 * no such scenes, but the same times still sample it from beginning to end.
 */
export function candidateTimes(spec: PosterSpec): number[] {
  const scenes = scriptOf(spec).beats.length;
  const sceneSeconds = spec.durationSeconds / scenes;
  return Array.from({ length: scenes }, (_, index) => (index + SCENE_POINT) * sceneSeconds);
}

/** The engine's own drawing of the same moments (what the local engine encodes), for a file ffmpeg cannot read. */
function paintFrames(spec: PosterSpec, size: { width: number; height: number }, times: number[]): Buffer[] {
  registerRenderFonts();
  const painter = createScenePainter({
    ...size,
    durationSeconds: spec.durationSeconds,
    script: scriptOf(spec),
    look: STYLE_LOOKS[spec.visualStyle],
    watermark: spec.watermark,
    seed: hashText(`${spec.prompt}|${spec.visualStyle}`),
  });
  // paint() reuses one canvas: copy each frame out
  return times.map((time, index) => Buffer.from(painter.paint(time, index)));
}

/**
 * Makes the poster of a finished video as a JPEG at `outputPath`: one frame late in each scene
 * (`candidateTimes`), scaled to the poster's size, and the busiest of them (largest spread of
 * luma) is kept, so a fade, a black opening frame or a flat transition is never the poster. Times
 * past the end of a shorter file are skipped (with none left, one second in, else the first
 * frame). Only when ffmpeg decodes no picture at all does the local engine draw the same moments
 * from the job's script.
 */
export async function makePoster(options: {
  mediaTools: MediaTools;
  videoPath: string;
  outputPath: string;
  spec: PosterSpec;
  signal?: AbortSignal;
}): Promise<{ width: number; height: number }> {
  const size = posterSize(options.spec.aspectRatio);
  const times = candidateTimes(options.spec);
  const grab = async (time: number) => {
    try {
      // to the hundredth of a second, as posters have always been taken
      return await options.mediaTools.stillFrame({ file: options.videoPath, seconds: Number(time.toFixed(2)), ...size, fit: 'fill', signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return null; // past the end of a shorter file, or no picture at all
    }
  };
  let frames: Buffer[] = [];
  for (const time of times) {
    const frame = await grab(time);
    if (frame) frames.push(frame);
  }
  // a remote model's file may be shorter than asked: one second in, else its first frame
  for (const time of [1, 0]) {
    if (frames.length) break;
    const frame = await grab(time);
    if (frame) frames.push(frame);
  }
  if (!frames.length) frames = paintFrames(options.spec, size, times);
  const best = frames.reduce((a, b) => (lumaSpread(b) > lumaSpread(a) ? b : a));
  await writeJpeg(best, size, options.outputPath);
  return size;
}

async function writeJpeg(rgba: Buffer, size: { width: number; height: number }, outputPath: string): Promise<void> {
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(size.width, size.height);
  image.data.set(rgba);
  context.putImageData(image, 0, 0);
  await writeFile(outputPath, await canvas.encode('jpeg', JPEG_QUALITY));
}

/**
 * One scene's still for the storyboard (issue 29): the frame at `seconds` as a JPEG at the poster's
 * size. No fallback to painting: a finished file always decodes, and a wrong picture on a card
 * would mislead more than the card's "no frame" placeholder.
 */
export async function makeSceneStill(options: {
  mediaTools: MediaTools;
  videoPath: string;
  outputPath: string;
  seconds: number;
  aspectRatio: RenderSpec['aspectRatio'];
  signal?: AbortSignal;
}): Promise<void> {
  const size = posterSize(options.aspectRatio);
  const rgba = await options.mediaTools.stillFrame({ file: options.videoPath, seconds: options.seconds, ...size, fit: 'fill', signal: options.signal });
  await writeJpeg(rgba, size, options.outputPath);
}
