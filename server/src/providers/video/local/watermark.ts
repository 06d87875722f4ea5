import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerRenderFonts } from './fonts';

export const WATERMARK_LABEL = 'Made with Reelwright · Free';

type Placement = { width: number; height: number; unit: number; bottomInset?: number };

/** The free-plan mark: a dark pill in the bottom-right corner, legible on any background. */
export function drawWatermark(g: SKRSContext2D, { width, height, unit, bottomInset = 0 }: Placement): void {
  g.font = `${26 * unit}px "Montserrat"`;
  const w = g.measureText(WATERMARK_LABEL).width + 36 * unit;
  const h = 48 * unit;
  const x = width - w - 24 * unit;
  const y = height - h - 24 * unit - bottomInset;
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

/** The same mark as a transparent PNG of the frame's size, for ffmpeg to lay over a remote video. */
export function watermarkPng(width: number, height: number): Buffer {
  registerRenderFonts();
  const canvas = createCanvas(width, height);
  drawWatermark(canvas.getContext('2d'), { width, height, unit: Math.min(width, height) / 720 });
  return canvas.toBuffer('image/png');
}
