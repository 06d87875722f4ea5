import type { SKRSContext2D } from '../../../canvas/index';
import type { FrameBox } from '@common/rules/frame-boxes';
import { panelFor, readableOn } from '@common/rules/contrast';
import { clamp01, easeOutCubic } from '../easing';
import type { Rect } from '../frame-safety';
import type { ProductAssets, ProductPhoto } from '../product-assets';
import type { StyleLook } from '../style-looks';
import { drawKineticText, layoutText, type TextBlock } from '../typography';

/** What a layout is given for one scene; everything it lays out stays inside `area`. */
export type LayoutInput = {
  /** A context to measure words with (the painter's own). */
  g: SKRSContext2D;
  width: number;
  height: number;
  unit: number;
  look: StyleLook;
  /** The safe area less the caption band: where this scene's boxes may go. */
  area: Rect;
  /** The key phrase to draw (already chosen by the headline rule), or none. */
  headline: string | null;
  product: ProductAssets | null;
  /** The product image this scene shows, if any. */
  photo: ProductPhoto | null;
  productName: string;
  /** How many scenes before this one used the same layout (the features and reviews they show advance). */
  ordinal: number;
  /** 1, or less when the engine shrinks a layout whose boxes collided. */
  scale: number;
};

/** A box of the report, with what the contrast test needs to know about words. */
export type LayoutBox = FrameBox & { color?: string; large?: boolean };

export type LayoutPlan = {
  boxes: LayoutBox[];
  /** The photo whose blurred enlargement fills the frame behind this scene (no letterbox bars). */
  backdrop: ProductPhoto | null;
  /** Draws the scene's foreground at `t` seconds into it; `words: false` leaves out the words (the contrast test). */
  draw(g: SKRSContext2D, t: number, frame: number, words: boolean): void;
};

export type LayoutPainter = (input: LayoutInput) => LayoutPlan;

export const BODY_FONT = 'Montserrat';

export function isWide(area: Rect): boolean {
  return area.width > area.height * 1.25;
}

/** Splits a rectangle: along its long side, `first` of it (less half the gap) then the rest. */
export function split(rect: Rect, first: number, gap: number, vertical = !isWide(rect)): [Rect, Rect] {
  if (vertical) {
    const h = (rect.height - gap) * first;
    return [
      { x: rect.x, y: rect.y, width: rect.width, height: h },
      { x: rect.x, y: rect.y + h + gap, width: rect.width, height: rect.height - h - gap },
    ];
  }
  const w = (rect.width - gap) * first;
  return [
    { x: rect.x, y: rect.y, width: w, height: rect.height },
    { x: rect.x + w + gap, y: rect.y, width: rect.width - w - gap, height: rect.height },
  ];
}

export function inset(rect: Rect, by: number): Rect {
  return { x: rect.x + by, y: rect.y + by, width: Math.max(0, rect.width - by * 2), height: Math.max(0, rect.height - by * 2) };
}

/** The colours of a style's words: ink on a panel darkened or lightened from its background until it reads. */
export function colorsOf(look: StyleLook) {
  const panel = panelFor(look.ink, look.background[0]);
  return { panel, ink: look.ink, accent: readableOn(panel, [look.accent, look.second, look.ink], 6) };
}

type PlacedText = { block: TextBlock; centerX: number; box: Rect; font: string };

/**
 * Words wrapped and shrunk until they fit `rect` (at most `maxLines` lines), centred in it
 * (or top-aligned); `box` is what they cover.
 */
export function fitText(
  g: SKRSContext2D,
  text: string,
  font: string,
  rect: Rect,
  startSize: number,
  options: { maxLines?: number; align?: 'center' | 'top' } = {},
): PlacedText {
  const maxLines = options.maxLines ?? 3;
  let size = Math.max(10, startSize);
  for (;;) {
    const probe = layoutText(g, text, font, rect.width, size, 0, maxLines);
    const widest = Math.max(...probe.words.map((w) => Math.abs(w.x) + w.width / 2)) * 2;
    if ((probe.height <= rect.height && probe.lines <= maxLines && widest <= rect.width) || probe.size <= 10) {
      const centerY = options.align === 'top' ? rect.y + probe.height / 2 : rect.y + rect.height / 2;
      const block = layoutText(g, text, font, rect.width, probe.size, centerY, maxLines);
      const centerX = rect.x + rect.width / 2;
      const w = Math.min(rect.width, widest);
      return { block, centerX, font, box: { x: centerX - w / 2, y: centerY - block.height / 2, width: w, height: Math.min(block.height, rect.height) } };
    }
    size = Math.min(probe.size, size) * 0.9;
  }
}

/** A rounded panel behind words; fades in over the first 0.3 s. */
export function drawPanel(g: SKRSContext2D, rect: Rect, color: string, t: number, radius: number, alpha = 0.92): void {
  g.save();
  g.globalAlpha = alpha * easeOutCubic(clamp01(t / 0.3));
  g.fillStyle = color;
  g.beginPath();
  g.roundRect(rect.x, rect.y, rect.width, rect.height, radius);
  g.fill();
  g.restore();
}

export function drawWords(g: SKRSContext2D, placed: PlacedText, look: StyleLook, t: number, color: string, frame: number): void {
  drawKineticText(g, placed.block, { ...look, font: placed.font }, t, placed.centerX, color, frame);
}

/** Plain words at rest (body text: features, quotes), fading in. */
export function drawStill(g: SKRSContext2D, placed: PlacedText, t: number, color: string): void {
  g.save();
  g.globalAlpha = easeOutCubic(clamp01(t / 0.4));
  g.font = `${placed.block.size}px "${placed.font}"`;
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  g.fillStyle = color;
  for (const word of placed.block.words) g.fillText(word.text, placed.centerX + word.x, word.y);
  g.restore();
}

/** The largest rectangle of the image's proportions inside `rect`, centred. */
export function containRect(image: { width: number; height: number }, rect: Rect): Rect {
  const s = Math.min(rect.width / image.width, rect.height / image.height);
  const w = image.width * s;
  const h = image.height * s;
  return { x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h };
}

/** How long a photo takes to push in to its full size, seconds. */
const GROW_SECONDS = 1.2;

/**
 * A product photo in its box, pushing in from 92 % to full size with an eased start (it never
 * leaves its box), on rounded corners. `crop` > 1 shows a detail: the image zoomed and panning.
 * Without a crop the framed photo is made once (ProductPhoto.framed) and, once it has grown,
 * copied pixel for pixel.
 */
export function drawPhoto(g: SKRSContext2D, photo: ProductPhoto, rect: Rect, t: number, options: { crop?: number; radius: number; pan?: number }): void {
  const grown = t >= GROW_SECONDS;
  const grow = 0.92 + 0.08 * easeOutCubic(clamp01(t / GROW_SECONDS));
  const w = rect.width * grow;
  const h = rect.height * grow;
  const x = rect.x + (rect.width - w) / 2;
  const y = rect.y + (rect.height - h) / 2;
  g.save();
  g.globalAlpha = easeOutCubic(clamp01(t / 0.35));
  const crop = options.crop ?? 1;
  if (crop <= 1) {
    const framed = photo.framed(Math.round(rect.width), Math.round(rect.height), options.radius);
    if (grown) g.drawImage(framed, Math.round(rect.x), Math.round(rect.y));
    else g.drawImage(framed, x, y, w, h);
    g.restore();
    return;
  }
  const { image } = photo;
  g.beginPath();
  g.roundRect(x, y, w, h, options.radius);
  g.clip();
  const cover = Math.max(w / image.width, h / image.height) * crop;
  const iw = image.width * cover;
  const ih = image.height * cover;
  const pan = (options.pan ?? 0) * (iw - w) * 0.4 * Math.sin(t * 0.35);
  g.fillStyle = '#ffffff';
  g.fillRect(x, y, w, h);
  g.drawImage(image, x + (w - iw) / 2 + pan, y + (h - ih) / 2, iw, ih);
  g.restore();
}

export function asBox(kind: FrameBox['kind'], rect: Rect, extra: { color?: string; large?: boolean } = {}): LayoutBox {
  return { kind, x: Math.floor(rect.x), y: Math.floor(rect.y), width: Math.ceil(rect.width), height: Math.ceil(rect.height), ...extra };
}

/** A headline on its panel inside `rect`: the placed words, the panel and its box. */
export function headlinePanel(input: LayoutInput, text: string, rect: Rect, startSize: number, maxLines = 3) {
  const { g, look, unit } = input;
  const pad = 22 * unit * input.scale;
  const words = look.upper ? text.toUpperCase() : text;
  const placed = fitText(g, words, look.font, inset(rect, pad), startSize * input.scale, { maxLines });
  const panel = { x: placed.box.x - pad, y: placed.box.y - pad * 0.8, width: placed.box.width + pad * 2, height: placed.box.height + pad * 1.6 };
  return { placed, panel };
}

export function starPath(g: SKRSContext2D, cx: number, cy: number, r: number): void {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.45 : r;
    g.lineTo(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
  }
  g.closePath();
}

/** "$49.99": the card's price as a shopper reads it (the amount is shown as written, never computed). */
export function formatPrice(price: { amount: string; currency: string }): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).formatToParts(1);
    const symbol = parts.find((p) => p.type === 'currency')?.value ?? price.currency;
    return symbol.length === 1 ? `${symbol}${price.amount}` : `${price.amount} ${price.currency}`;
  } catch {
    return `${price.amount} ${price.currency}`;
  }
}
