import { createCanvas, type Canvas, type SKRSContext2D } from '../../canvas/index';
import { registerRenderFonts } from './fonts';

export const WATERMARK_LABEL = 'Made with Reelwright · Free';

type Placement = { width: number; height: number; unit: number; bottomInset?: number };

/** Where the mark sits: the bottom-right corner, above `bottomInset` (a letterbox bar). Sets the mark's font on `g`. */
export function watermarkBox(g: SKRSContext2D, { width, height, unit, bottomInset = 0 }: Placement): { x: number; y: number; width: number; height: number } {
  g.font = `${26 * unit}px "Montserrat"`;
  const w = g.measureText(WATERMARK_LABEL).width + 36 * unit;
  const h = 48 * unit;
  return { x: width - w - 24 * unit, y: height - h - 24 * unit - bottomInset, width: w, height: h };
}

/** The free-plan mark: a dark pill in the bottom-right corner, legible on any background. */
export function drawWatermark(g: SKRSContext2D, placement: Placement): void {
  const { x, y, width: w, height: h } = watermarkBox(g, placement);
  const { unit } = placement;
  g.globalAlpha = 0.78;
  g.fillStyle = '#000000';
  g.beginPath();
  g.roundRect(x, y, w, h, h / 2);
  g.fill();
  g.globalAlpha = 1;
  g.fillStyle = '#ffffff';
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  g.fillText(WATERMARK_LABEL, x + 18 * unit, y + h / 2 + 1);
}

/**
 * The mark drawn once on a layer of its own, to be copied onto every frame at whole pixels
 * (`x`, `y`): its position's fraction is drawn into the layer. Setting its font, measuring and
 * shaping its words on every frame cost a frame loop 20 ms a render.
 */
export function watermarkLayer(placement: Placement): { layer: Canvas; x: number; y: number } {
  registerRenderFonts();
  const box = watermarkBox(createCanvas(1, 1).getContext('2d'), placement);
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const layer = createCanvas(Math.ceil(box.x + box.width) - x + 1, Math.ceil(box.y + box.height) - y + 1);
  const g = layer.getContext('2d');
  g.translate(-x, -y);
  drawWatermark(g, placement);
  return { layer, x, y };
}

/** The same mark as a transparent PNG of the frame's size, for ffmpeg to lay over a remote video. */
export function watermarkPng(width: number, height: number): Buffer {
  registerRenderFonts();
  const canvas = createCanvas(width, height);
  drawWatermark(canvas.getContext('2d'), { width, height, unit: Math.min(width, height) / 720 });
  return canvas.toBuffer('image/png');
}
