import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { paintBackdrop, type Frame } from './backdrops';
import { clamp01, easeOutBack, easeOutCubic } from './easing';
import type { AdScript, Beat } from './script-writer';
import type { StyleLook } from './style-looks';
import { drawKineticText, layoutText, type TextBlock } from './typography';
import { drawWatermark } from './watermark';
import { paintBrand, type BrandLayer } from './brand-layer';
import type { SceneMediaLayer } from './scene-media';

export type PainterOptions = {
  width: number;
  height: number;
  durationSeconds: number;
  script: AdScript;
  look: StyleLook;
  watermark: boolean;
  seed: number;
  /** Scenes' own backgrounds (an image or a clip), by scene index; none: the style's backdrop. */
  media?: readonly (SceneMediaLayer | null)[];
  /** The brand kit: logo corner and end card (its colours and font arrive through `look`). */
  brand?: BrandLayer | null;
  /** Each scene's length, seconds, when they differ (a voiced video's scenes follow the speech); else equal shares. */
  sceneSeconds?: number[];
  /** Draws the captions over the scene, under the watermark (a voiced video's burned-in captions). */
  paintCaptions?: (g: SKRSContext2D, timeMs: number) => void;
};

/** How long a scene comes in over the previous one (the segment plan, scene-segments.ts, cuts there). */
export const TRANSITION_SECONDS = 0.4;
/** Backdrops with shapes that can pass behind the words. */
const BUSY_BACKDROPS = new Set(['blobs', 'clay-blobs', 'washes', 'soft-bokeh', 'halftone', 'speed-lines']);

/**
 * Paints the frames of one ad: each beat of the script is a scene over the style's backdrop,
 * joined by the style's transition. Reuses one canvas; `paint(time)` returns its RGBA pixels.
 */
export function createScenePainter(options: PainterOptions) {
  const { width, height, look, script } = options;
  const canvas: Canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const unit = Math.min(width, height) / 720;
  const sceneSeconds =
    options.sceneSeconds?.length === script.beats.length ? options.sceneSeconds : script.beats.map(() => options.durationSeconds / script.beats.length);
  const sceneStarts = sceneSeconds.map((_, i) => sceneSeconds.slice(0, i).reduce((a, b) => a + b, 0));
  const sceneIndexAt = (time: number) => {
    let index = 0;
    while (index < script.beats.length - 1 && time >= sceneStarts[index + 1]!) index++;
    return index;
  };
  const textWidth = width * 0.84;
  const blocks = new Map<number, { head: TextBlock; sub: TextBlock | null }>();

  const blockFor = (index: number, beat: Beat) => {
    let cached = blocks.get(index);
    if (!cached) {
      const headline = look.upper ? beat.headline.toUpperCase() : beat.headline;
      const start = (beat.kind === 'hook' ? 104 : 88) * unit * (width < height ? 1 : 1.1);
      const head = layoutText(g, headline, look.font, textWidth, start, height * (beat.kind === 'cta' ? 0.4 : 0.46));
      const sub = beat.sub ? layoutText(g, beat.sub, look.font, textWidth, 40 * unit, height * 0.46 + head.height / 2 + 60 * unit) : null;
      cached = { head, sub };
      blocks.set(index, cached);
    }
    return cached;
  };

  const paintBackground = (sceneIndex: number, time: number) => {
    const angle = time * 0.15 + sceneIndex * 0.6;
    const gradient = g.createLinearGradient(
      width / 2 - Math.cos(angle) * width,
      height / 2 - Math.sin(angle) * height,
      width / 2 + Math.cos(angle) * width,
      height / 2 + Math.sin(angle) * height,
    );
    const [a, b] = look.background;
    gradient.addColorStop(0, sceneIndex % 2 ? b : a);
    gradient.addColorStop(1, sceneIndex % 2 ? a : b);
    g.fillStyle = gradient;
    g.fillRect(0, 0, width, height);
  };

  const paintScene = (sceneIndex: number, sceneTime: number, time: number, frame: number) => {
    const beat = script.beats[sceneIndex]!;
    const media = options.media?.[sceneIndex];
    if (media) media.draw(g, sceneTime, sceneSeconds[sceneIndex]!);
    else {
      paintBackground(sceneIndex, time);
      const f: Frame = { g, width, height, unit, time, frame, seed: options.seed + sceneIndex };
      paintBackdrop(f, look);
    }
    const { head, sub } = blockFor(sceneIndex, beat);
    if (beat.kind === 'benefit') {
      // a badge that pops in before the words: the beat's number
      const s = easeOutBack(clamp01(sceneTime / 0.35));
      g.save();
      g.translate(width / 2, height * 0.46 - head.height / 2 - 80 * unit);
      g.scale(s, s);
      g.fillStyle = look.accent;
      g.beginPath();
      g.arc(0, 0, 44 * unit, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = look.ink;
      g.lineWidth = 9 * unit;
      g.beginPath();
      g.moveTo(-18 * unit, 0);
      g.lineTo(-4 * unit, 15 * unit);
      g.lineTo(20 * unit, -14 * unit);
      g.stroke();
      g.restore();
    }
    if (media || BUSY_BACKDROPS.has(look.backdrop)) paintScrim(head, sceneTime);
    drawKineticText(g, head, look, sceneTime, width / 2, look.ink, frame);
    if (beat.kind === 'cta') paintButton(sceneTime, time, head);
    else if (sub) drawKineticText(g, sub, { ...look, motion: 'fade' }, sceneTime - 0.4, width / 2, look.accent, frame);
  };

  /** A soft panel in the background colour under the words, so busy backdrops never eat them. */
  const paintScrim = (head: TextBlock, sceneTime: number) => {
    const top = Math.min(...head.words.map((w) => w.y)) - head.size * 1.05;
    const bottom = Math.max(...head.words.map((w) => w.y)) + head.size * 0.45;
    const half = Math.min(width * 0.47, Math.max(...head.words.map((w) => Math.abs(w.x) + w.width / 2)) + 36 * unit);
    g.globalAlpha = 0.5 * easeOutCubic(clamp01(sceneTime / 0.3));
    g.fillStyle = look.background[0];
    g.beginPath();
    g.roundRect(width / 2 - half, top, half * 2, bottom - top, 28 * unit);
    g.fill();
    g.globalAlpha = 1;
  };

  const paintButton = (sceneTime: number, time: number, head: TextBlock) => {
    const p = easeOutBack(clamp01((sceneTime - 0.3) / 0.5));
    const pulse = 1 + 0.04 * Math.sin(time * 6);
    const label = script.product.length > 18 ? 'Learn more' : script.product;
    g.save();
    g.translate(width / 2, height * 0.4 + head.height / 2 + 110 * unit);
    g.scale(p * pulse, p * pulse);
    g.font = `${44 * unit}px "${look.font}"`;
    const w = Math.min(width * 0.8, g.measureText(label).width + 90 * unit);
    const h = 96 * unit;
    g.fillStyle = look.accent;
    g.beginPath();
    g.roundRect(-w / 2, -h / 2, w, h, h / 2);
    g.fill();
    g.fillStyle = look.backdrop === 'minimal-line' ? '#ffffff' : look.ink;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(label, 0, 2 * unit, w - 40 * unit);
    g.restore();
  };

  const paintOverlays = (time: number) => {
    options.paintCaptions?.(g, time * 1000);
    if (look.backdrop === 'letterbox-rays') {
      g.fillStyle = '#000000';
      const bar = height * 0.09;
      g.fillRect(0, 0, width, bar);
      g.fillRect(0, height - bar, width, bar);
    }
    if (look.backdrop === 'film-grain' || look.backdrop === 'venetian' || look.backdrop === 'letterbox-rays') {
      const v = g.createRadialGradient(width / 2, height / 2, Math.min(width, height) * 0.3, width / 2, height / 2, Math.max(width, height) * 0.75);
      v.addColorStop(0, 'rgba(0,0,0,0)');
      v.addColorStop(1, `rgba(0,0,0,${look.backdrop === 'film-grain' ? 0.55 + 0.1 * Math.sin(time * 20) : 0.6})`);
      g.fillStyle = v;
      g.fillRect(0, 0, width, height);
    }
    if (options.brand) paintBrand(g, options.brand, { width, height, unit, time, durationSeconds: options.durationSeconds, product: script.product });
    if (options.watermark) drawWatermark(g, { width, height, unit, bottomInset: look.backdrop === 'letterbox-rays' ? height * 0.09 : 0 });
  };

  /** The previous scene stays underneath while the new one comes in through the style's transition. */
  const paintTransition = (sceneIndex: number, sceneTime: number, time: number, frame: number) => {
    const p = easeOutCubic(sceneTime / TRANSITION_SECONDS);
    paintScene(sceneIndex - 1, sceneSeconds[sceneIndex - 1]! + sceneTime, time, frame);
    g.save();
    switch (look.transition) {
      case 'fade':
        g.globalAlpha = p;
        break;
      case 'iris':
        g.beginPath();
        g.arc(width / 2, height / 2, Math.hypot(width, height) * 0.5 * p, 0, Math.PI * 2);
        g.clip();
        break;
      case 'wipe':
        g.beginPath();
        g.rect(0, 0, width * p, height);
        g.clip();
        break;
      case 'slide':
        g.translate(width * (1 - p), 0);
        break;
      case 'zoom':
        g.globalAlpha = p;
        g.translate(width / 2, height / 2);
        g.scale(1.4 - 0.4 * p, 1.4 - 0.4 * p);
        g.translate(-width / 2, -height / 2);
        break;
      case 'flash':
        break;
    }
    paintScene(sceneIndex, sceneTime, time, frame);
    g.restore();
    if (look.transition === 'flash') {
      g.fillStyle = '#ffffff';
      g.globalAlpha = 1 - p;
      g.fillRect(0, 0, width, height);
      g.globalAlpha = 1;
    }
  };

  return {
    sceneCount: script.beats.length,
    /** Which scene a moment falls in, and how far into it (the scene media follow the same clock). */
    sceneAt(time: number): { index: number; sceneTime: number; previousSceneSeconds: number } {
      const index = sceneIndexAt(time);
      return { index, sceneTime: time - sceneStarts[index]!, previousSceneSeconds: index > 0 ? sceneSeconds[index - 1]! : 0 };
    },
    paint(time: number, frame: number): Buffer {
      const sceneIndex = sceneIndexAt(time);
      const sceneTime = time - sceneStarts[sceneIndex]!;
      g.globalAlpha = 1;
      if (sceneIndex > 0 && sceneTime < TRANSITION_SECONDS) paintTransition(sceneIndex, sceneTime, time, frame);
      else paintScene(sceneIndex, sceneTime, time, frame);
      paintOverlays(time);
      return canvas.data();
    },
    context: g as SKRSContext2D,
    canvas,
  };
}
