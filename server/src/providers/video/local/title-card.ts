import { createCanvas } from '../../canvas/index';
import { registerRenderFonts } from './fonts';
import type { StyleLook } from './style-looks';
import { drawKineticText, layoutText } from './typography';

export type TitleArea = { x: number; y: number; width: number; height: number };

/** Long enough after a scene starts that every word of every style's entrance has landed. */
const LANDED_SECONDS = 60;

/**
 * Puts a title on a still: the picture (RGBA, exactly `width × height`) as it is, and the title on
 * a full-width band laid out and lettered by the engine's own typography (`layoutText`,
 * `drawKineticText` at rest), so a thumbnail's words look like the video's. Drawing is clipped to
 * the band: outside `titleArea` every pixel is the picture's. Returns the PNG and the band.
 */
export async function paintTitleCard(options: {
  rgba: Buffer;
  width: number;
  height: number;
  title: string;
  look: StyleLook;
}): Promise<{ png: Buffer; titleArea: TitleArea | null }> {
  registerRenderFonts();
  const { width, height, look } = options;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const image = g.createImageData(width, height);
  image.data.set(options.rgba);
  g.putImageData(image, 0, 0);
  const title = options.title.trim();
  if (!title) return { png: await canvas.encode('png'), titleArea: null };

  const unit = Math.min(width, height) / 720;
  const portrait = height > width;
  const text = look.upper ? title.toUpperCase() : title;
  const padding = 28 * unit;
  const startSize = (portrait ? 110 : 96) * unit;
  const wanted = height * (portrait ? 0.74 : 0.78);
  const first = layoutText(g, text, look.font, width * 0.88, startSize, wanted);
  // a long title's band stays clear of the bottom edge
  const centerY = Math.min(wanted, height - first.height / 2 - padding - 24 * unit);
  const block = centerY === wanted ? first : layoutText(g, text, look.font, width * 0.88, startSize, centerY);
  const top = Math.max(0, Math.floor(centerY - block.height / 2 - padding));
  const bottom = Math.min(height, Math.ceil(centerY + block.height / 2 + padding));
  const titleArea = { x: 0, y: top, width, height: bottom - top };

  g.save();
  g.beginPath();
  g.rect(titleArea.x, titleArea.y, titleArea.width, titleArea.height);
  g.clip();
  g.globalAlpha = 0.86;
  g.fillStyle = look.background[0];
  g.fillRect(titleArea.x, titleArea.y, titleArea.width, titleArea.height);
  g.globalAlpha = 1;
  g.fillStyle = look.accent;
  g.fillRect(titleArea.x, titleArea.y, titleArea.width, Math.max(4, Math.round(8 * unit)));
  drawKineticText(g, block, look, LANDED_SECONDS, width / 2, look.ink, 0);
  g.restore();
  return { png: await canvas.encode('png'), titleArea };
}
