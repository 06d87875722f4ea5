import { createCanvas, type Canvas, type SKRSContext2D } from '../../canvas/index';
import { paintBackdrop, type Frame } from './backdrops';
import type { CaptionStyleId } from '@common/catalog/caption-styles';
import type { SceneLayoutId } from '@common/catalog/scene-layouts';
import type { FrameBox, SafeArea } from '@common/rules/frame-boxes';
import { clamp01, easeOutCubic } from './easing';
import { captionBand, contentArea, engineSafeArea, frameProblems, safeRect } from './frame-safety';
import { LAYOUT_PAINTERS, pickLayouts } from './layouts/index';
import { asBox, type LayoutInput, type LayoutPlan } from './layouts/layout-kit';
import type { ProductAssets } from './product-assets';
import type { AdScript } from './script-writer';
import type { StyleLook } from './style-looks';
import { fitSafeZones } from '@common/rules/safe-zones';
import { watermarkBox, watermarkLayer } from './watermark';
import { brandLogoCorner, paintBrand, type BrandLayer } from './brand-layer';
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
  /** The studio scenes' layout and key phrase (docs/decisions/059), by scene index. */
  scenes?: readonly { layout?: SceneLayoutId | undefined; headline?: string | undefined }[];
  /** The product card with its images and logo decoded: the layouts put it on screen. */
  product?: ProductAssets | null;
  /** The ratio's id (its safe area and caption band); absent: from the frame's shape. */
  aspectRatio?: string;
  /** The caption style when captions are burned in: its band is kept clear and no headline repeats the speech. */
  captionStyle?: CaptionStyleId | null;
  /** Margins to keep every box inside (the engine's own and a platform's, the wider of each); absent: the engine's own per ratio. */
  safeArea?: SafeArea;
  /** false: leave the words out (the contrast test samples what lies behind them). */
  words?: boolean;
};

/** A scene laid out: its layout's plan, which layout it ended as, and its box report (the caption band included). */
type PlannedScene = LayoutPlan & { layout: SceneLayoutId; boxes: FrameBox[] };

/** How long a scene comes in over the previous one (the segment plan, scene-segments.ts, cuts there). */
export const TRANSITION_SECONDS = 0.4;

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
  const safe =
    options.safeArea ?? engineSafeArea({ width, height, aspectRatio: options.aspectRatio ?? (width > height ? '16:9' : width < height ? '9:16' : '1:1') });
  const styleBand = options.captionStyle ? captionBand(options.captionStyle, { width, height, aspectRatio: options.aspectRatio ?? '' }) : null;
  // a platform's margins move the captions (captions.ts keepCaptionSafe): their band moves the same way
  const band = styleBand && options.safeArea ? fitSafeZones([styleBand], { width, height }, safe).boxes[0]! : styleBand;
  let area = contentArea(safeRect({ width, height }, safe), band, 24 * unit);
  // the brand kit's corner logo sits above the safe area's top edge, but may reach into it: start below it
  const corner = options.brand ? brandLogoCorner(options.brand, { width, height }, options.safeArea) : null;
  if (corner && corner.x < area.x + area.width && corner.y + corner.height > area.y) {
    const top = corner.y + corner.height + 12 * unit;
    area = { ...area, y: top, height: Math.max(0, area.height - (top - area.y)) };
  }
  const watermarkPlacement = { width, height, unit, bottomInset: look.backdrop === 'letterbox-rays' ? height * 0.09 : 0 };
  const watermark = options.watermark ? watermarkLayer(watermarkPlacement) : null;
  const product = options.product ?? null;
  const sceneLooks = script.beats.map((_, i) => options.scenes?.[i] ?? {});
  const layouts = pickLayouts(
    sceneLooks,
    product
      ? {
          hasImage: product.photos.length > 0,
          features: product.card.features.length,
          hasPrice: product.card.price !== null,
          hasProof: product.card.rating !== null || product.card.reviews.length > 0,
        }
      : null,
  );
  const plans = new Map<number, PlannedScene>();

  /** ADR 059's headline rule: the scene's key phrase; else, with captions on, none (never the spoken sentence twice); else the narration. */
  const headlineOf = (index: number): string | null => {
    const own = sceneLooks[index]?.headline?.trim();
    if (own) return own;
    return options.captionStyle ? null : script.beats[index]!.headline;
  };

  /**
   * Lays a scene out once: its layout's boxes are checked against the caption band and the safe
   * area, and the layout is shrunk (then, as a last resort, replaced by plain words) until clean.
   */
  const planScene = (index: number): PlannedScene => {
    let planned = plans.get(index);
    if (planned) return planned;
    const id = layouts[index]!;
    const input: LayoutInput = {
      g,
      width,
      height,
      unit,
      look,
      area,
      headline: headlineOf(index),
      product,
      photo: product?.photos.length ? product.photos[index % product.photos.length]! : null,
      productName: product?.card.name ?? script.product,
      ordinal: layouts.slice(0, index).filter((l) => l === id).length,
      scale: 1,
    };
    const frame = { width, height };
    for (const [painterId, scale] of [...[1, 0.88, 0.77, 0.68, 0.6].map((sc) => [id, sc] as const), ['text', 0.8] as const, ['text', 0.6] as const]) {
      const plan = LAYOUT_PAINTERS[painterId]({ ...input, scale });
      const boxes = [...plan.boxes, ...(band ? [band] : [])];
      planned = { ...plan, layout: painterId, boxes };
      const problems = frameProblems(boxes, frame, safe);
      if (!problems.length) break;
    }
    plans.set(index, planned!);
    return planned!;
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
    const plan = planScene(sceneIndex);
    const media = options.media?.[sceneIndex];
    if (media) media.draw(g, sceneTime, sceneSeconds[sceneIndex]!);
    else if (plan.backdrop) {
      // the photo's own blurred enlargement, slowly drifting up: no bars, colours that match. It
      // moves by whole pixels, so each frame copies it (a zoom resampled the whole frame, ADR 070)
      const backdrop = plan.backdrop.backdrop(width, height);
      const drift = (backdrop.height - height) * easeOutCubic(clamp01(sceneTime / Math.max(1, sceneSeconds[sceneIndex]!)));
      g.drawImage(backdrop, 0, -Math.round(drift));
    } else {
      paintBackground(sceneIndex, time);
      const f: Frame = { g, width, height, unit, time, frame, seed: options.seed + sceneIndex };
      paintBackdrop(f, look);
    }
    plan.draw(g, sceneTime, frame, options.words !== false);
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
    if (options.brand)
      paintBrand(g, options.brand, {
        width,
        height,
        unit,
        time,
        durationSeconds: options.durationSeconds,
        product: script.product,
        corner,
      });
    if (watermark) g.drawImage(watermark.layer, watermark.x, watermark.y);
  };

  /**
   * The scene going out of a transition, as it stands when the next one comes in: painted once and
   * copied on each frame of the transition, where painting it again cost as much as the frame
   * itself (its photo has grown and its words are in by then; the backdrop beneath holds still for
   * the 0.4 s). A scene with its own clip or image is painted every frame as before: its clip plays on.
   */
  let outgoing: { scene: number; canvas: Canvas } | null = null;
  const outgoingSnapshot = (sceneIndex: number, frame: number): Canvas | null => {
    const previous = sceneIndex - 1;
    if (options.media?.[previous]) return null;
    if (outgoing?.scene !== previous) {
      // painted on the frame's canvas (the scene coming in covers it next) and copied aside
      const snapshot: Canvas = outgoing?.canvas ?? createCanvas(width, height);
      paintScene(previous, sceneSeconds[previous]!, sceneStarts[sceneIndex]!, frame);
      snapshot.getContext('2d').drawImage(canvas, 0, 0); // opaque: it covers what the last transition left
      outgoing = { scene: previous, canvas: snapshot };
    }
    return outgoing.canvas;
  };

  /** The previous scene stays underneath (or around) the new one coming in through the style's transition. */
  const paintTransition = (sceneIndex: number, sceneTime: number, time: number, frame: number) => {
    const p = easeOutCubic(sceneTime / TRANSITION_SECONDS);
    const snapshot = outgoingSnapshot(sceneIndex, frame);
    const drawOutgoing = () => (snapshot ? g.drawImage(snapshot, 0, 0) : paintScene(sceneIndex - 1, sceneSeconds[sceneIndex - 1]! + sceneTime, time, frame));
    if (look.transition === 'iris' || look.transition === 'wipe') {
      // the scene coming in is painted whole and the one going out laid over it outside the opening:
      // one clipped copy, where clipping every drawing of the scene coming in cost twice as much
      paintScene(sceneIndex, sceneTime, time, frame);
      g.save();
      g.beginPath();
      if (look.transition === 'iris') {
        g.rect(0, 0, width, height);
        g.arc(width / 2, height / 2, Math.hypot(width, height) * 0.5 * p, 0, Math.PI * 2);
        g.clip('evenodd');
      } else {
        g.rect(width * p, 0, width * (1 - p), height);
        g.clip();
      }
      drawOutgoing();
      g.restore();
      return;
    }
    drawOutgoing();
    g.save();
    switch (look.transition) {
      case 'fade':
        g.globalAlpha = p;
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

  const paintFrame = (sceneIndex: number, sceneTime: number, frame: number): Buffer => {
    const time = sceneStarts[sceneIndex]! + sceneTime;
    g.globalAlpha = 1;
    if (sceneIndex > 0 && sceneTime < TRANSITION_SECONDS) paintTransition(sceneIndex, sceneTime, time, frame);
    else paintScene(sceneIndex, sceneTime, time, frame);
    paintOverlays(time);
    return canvas.data();
  };

  return {
    sceneCount: script.beats.length,
    /** Each scene's layout and the boxes it draws (the caption band included): the box report. */
    sceneLayout(index: number): { layout: SceneLayoutId; boxes: FrameBox[] } {
      const { layout, boxes } = planScene(index);
      return { layout, boxes };
    },
    /** The boxes drawn over every scene: the brand kit's corner logo and the plan's watermark. */
    overlayBoxes(): FrameBox[] {
      const boxes: FrameBox[] = [];
      if (corner) boxes.push(asBox('logo', corner));
      if (options.watermark) boxes.push(asBox('watermark', watermarkBox(g, watermarkPlacement)));
      return boxes;
    },
    /** The boxes a scene's layout draws (its words, pictures, buttons), without the caption band it keeps clear. */
    drawnBoxes(index: number): FrameBox[] {
      return planScene(index).boxes.filter((box) => box !== band);
    },
    safeArea: safe,
    /** Which scene a moment falls in, and how far into it (the scene media follow the same clock). */
    sceneAt(time: number): { index: number; sceneTime: number; previousSceneSeconds: number } {
      const index = sceneIndexAt(time);
      return { index, sceneTime: time - sceneStarts[index]!, previousSceneSeconds: index > 0 ? sceneSeconds[index - 1]! : 0 };
    },
    /** The frame at `time` seconds into the video (frame number `frame`), as RGBA pixels. */
    paint(time: number, frame: number): Buffer {
      const sceneIndex = sceneIndexAt(time);
      return paintFrame(sceneIndex, time - sceneStarts[sceneIndex]!, frame);
    },
    /** The same, addressed by scene: `sceneTime` seconds into scene `sceneIndex` (a per-scene segment's loop). */
    paintAt(sceneIndex: number, sceneTime: number, frame: number): Buffer {
      return paintFrame(sceneIndex, sceneTime, frame);
    },
    context: g as SKRSContext2D,
    canvas,
  };
}
