import { createCanvas, ImageData, loadImage, type Canvas, type Image, type SKRSContext2D } from '../../canvas/index';
import type { FrameReader, MediaTools } from '../../media-tools/index';
import type { SceneBackground } from '../video-provider';

/** How much a still grows over its scene (the gentle Ken Burns push-in), and how far it drifts. */
const KEN_BURNS_ZOOM = 0.08;
const KEN_BURNS_DRIFT = 0.03;

/** Something a scene can draw as its background, scaled and cropped to cover the frame. */
export type SceneMediaLayer = {
  /** Gets the layer ready for `sceneTime` (a clip decodes up to that frame). */
  advance(sceneTime: number): Promise<void>;
  draw(g: SKRSContext2D, sceneTime: number, sceneSeconds: number): void;
  close(): void;
};

/** A still image covering the frame, slowly pushing in and drifting (direction varies per scene). */
async function stillLayer(file: string, width: number, height: number, sceneIndex: number): Promise<SceneMediaLayer> {
  const image: Image = await loadImage(file);
  const direction = sceneIndex % 2 ? -1 : 1;
  return {
    async advance() {},
    draw(g, sceneTime, sceneSeconds) {
      const p = Math.min(1, Math.max(0, sceneTime / sceneSeconds));
      const eased = p * p * (3 - 2 * p);
      const cover = Math.max(width / image.width, height / image.height) * (1 + KEN_BURNS_ZOOM * eased);
      const w = image.width * cover;
      const h = image.height * cover;
      const dx = direction * KEN_BURNS_DRIFT * width * (eased - 0.5);
      g.drawImage(image, (width - w) / 2 + dx, (height - h) / 2, w, h);
    },
    close() {},
  };
}

/**
 * A clip decoded by ffmpeg into raw RGBA frames at the frame size (cover-crop), looped when
 * shorter than its scene, read one frame at a time (memory stays one frame, not the whole clip).
 */
function clipLayer(options: {
  file: string;
  mediaTools: MediaTools;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  signal: AbortSignal;
}): SceneMediaLayer {
  const { width, height, fps } = options;
  const frameBytes = width * height * 4;
  const frame: Canvas = createCanvas(width, height);
  const fg = frame.getContext('2d');
  let reader: FrameReader | null = null;
  // decoded bytes not yet drawn, as ffmpeg's chunks (joined only once a whole frame is there)
  let chunks: Buffer[] = [];
  let pendingBytes = 0;
  let decoded = -1;
  let ended = false;
  let waiters: (() => void)[] = [];
  const wake = () => {
    const list = waiters;
    waiters = [];
    for (const w of list) w();
  };
  const start = () => {
    reader = options.mediaTools.readFrames({ file: options.file, width, height, fps, seconds: options.seconds, signal: options.signal });
    reader.frames.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      pendingBytes += chunk.length;
      // keep at most two frames queued: ffmpeg waits while we draw (back-pressure)
      if (pendingBytes >= frameBytes * 2) reader?.frames.pause();
      wake();
    });
    reader.onEnd(() => {
      ended = true;
      wake();
    });
  };
  const takeFrame = async (): Promise<boolean> => {
    while (pendingBytes < frameBytes) {
      if (ended) return false;
      reader?.frames.resume();
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    const joined = Buffer.concat(chunks, pendingBytes);
    fg.putImageData(new ImageData(new Uint8ClampedArray(joined.buffer, joined.byteOffset, frameBytes), width, height), 0, 0);
    const rest = joined.subarray(frameBytes);
    chunks = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    if (pendingBytes < frameBytes * 2) reader?.frames.resume();
    decoded += 1;
    return true;
  };
  return {
    async advance(sceneTime) {
      if (!reader && !ended) start();
      const want = Math.floor(sceneTime * fps + 1e-6);
      // a frame past the clip's end keeps the last one (the scene's transition out)
      while (decoded < want && (await takeFrame()));
    },
    draw(g) {
      if (decoded >= 0) g.drawImage(frame, 0, 0, width, height);
    },
    close() {
      ended = true;
      reader?.stop();
      wake();
    },
  };
}

/** The layers for every scene's own background (null: the style's backdrop), in scene order. */
export async function loadSceneMedia(
  backgrounds: readonly (SceneBackground | null | undefined)[],
  options: { mediaTools: MediaTools; width: number; height: number; fps: number; sceneSeconds: readonly number[]; signal: AbortSignal },
): Promise<(SceneMediaLayer | null)[]> {
  return Promise.all(
    backgrounds.map(async (background, i) => {
      if (!background) return null;
      if (background.kind === 'image') return stillLayer(background.path, options.width, options.height, i);
      return clipLayer({
        file: background.path,
        mediaTools: options.mediaTools,
        width: options.width,
        height: options.height,
        fps: options.fps,
        seconds: (options.sceneSeconds[i] ?? 0) + 0.5,
        signal: options.signal,
      });
    }),
  );
}

/**
 * Brings the scene media up to a moment: the current scene's layer to its time, the previous
 * one's too while the transition still shows it; layers of scenes already past are closed.
 */
export async function advanceSceneMedia(
  layers: readonly (SceneMediaLayer | null)[],
  at: { index: number; sceneTime: number; previousSceneSeconds: number },
): Promise<void> {
  for (let i = 0; i < at.index - 1; i++) layers[i]?.close();
  if (at.index > 0) await layers[at.index - 1]?.advance(at.previousSceneSeconds + at.sceneTime);
  await layers[at.index]?.advance(at.sceneTime);
}
