import { loadImage, type Image, type SKRSContext2D } from '../../canvas/index';
import type { SafeArea } from '@common/rules/frame-boxes';
import type { RenderBrandKit } from '../video-provider';
import { clamp01, easeOutCubic } from './easing';
import type { Rect } from './frame-safety';

/** A brand kit ready to draw: the logo decoded once, the colours and the font. */
export type BrandLayer = { logo: Image | null; primary: string; secondary: string; font: string };

/** The end card's length: the last 1.5 s, or a fifth of a short video. */
export function endCardSeconds(durationSeconds: number): number {
  return Math.min(1.5, durationSeconds * 0.2);
}

export async function loadBrandLayer(kit: RenderBrandKit): Promise<BrandLayer> {
  return { logo: kit.logoPath ? await loadImage(kit.logoPath) : null, primary: kit.colors.primary, secondary: kit.colors.secondary, font: kit.font };
}

/**
 * The brand on every frame: the logo at its `corner` (brandLogoCorner, worked out once a render:
 * inside the safe area, clear of the platforms' top bar and of the watermark at the bottom), and
 * for the last moments an end card in the kit's colours with the logo large and the product's name.
 */
export function paintBrand(
  g: SKRSContext2D,
  brand: BrandLayer,
  frame: { width: number; height: number; unit: number; time: number; durationSeconds: number; product: string; corner: Rect | null },
): void {
  const { width, height, unit, time } = frame;
  const short = Math.min(width, height);
  const cardStart = frame.durationSeconds - endCardSeconds(frame.durationSeconds);
  if (time >= cardStart) {
    const p = easeOutCubic(clamp01((time - cardStart) / 0.3));
    g.save();
    g.globalAlpha = p;
    g.fillStyle = brand.secondary;
    g.fillRect(0, 0, width, height);
    g.fillStyle = brand.primary;
    g.fillRect(0, height * 0.66, width * p, 10 * unit);
    let bottom = height * 0.5;
    if (brand.logo) {
      const box = short * 0.42;
      const s = 0.9 + 0.1 * p;
      const w = Math.min(box / brand.logo.width, box / brand.logo.height) * brand.logo.width * s;
      const h = Math.min(box / brand.logo.width, box / brand.logo.height) * brand.logo.height * s;
      g.drawImage(brand.logo, (width - w) / 2, height * 0.42 - h / 2, w, h);
      bottom = height * 0.42 + h / 2;
    }
    g.font = `${54 * unit}px "${brand.font}"`;
    g.textAlign = 'center';
    g.textBaseline = 'top';
    g.fillStyle = brand.primary;
    g.fillText(frame.product, width / 2, bottom + 36 * unit, width * 0.84);
    g.restore();
    if (p >= 1) return;
  }
  const { corner } = frame;
  if (!brand.logo || !corner) return;
  g.globalAlpha = easeOutCubic(clamp01(time / 0.4));
  g.drawImage(brand.logo, corner.x, corner.y, corner.width, corner.height);
  g.globalAlpha = 1;
}

/**
 * Where the corner logo sits (the scene layouts keep their words clear of it); null without a
 * logo. `within`: a platform's margins (its top tabs, its right rail), which the logo moves inside.
 */
export function brandLogoCorner(brand: BrandLayer, frame: { width: number; height: number }, within?: SafeArea): Rect | null {
  if (!brand.logo) return null;
  const { width, height } = frame;
  const short = Math.min(width, height);
  const inset = short * 0.05;
  const top = Math.max(height > width ? height * 0.06 : inset, within?.top ?? 0);
  const right = Math.max(inset, within?.right ?? 0);
  const s = Math.min((short * 0.2) / brand.logo.width, (short * 0.14) / brand.logo.height);
  const w = brand.logo.width * s;
  return { x: width - right - w, y: top, width: w, height: brand.logo.height * s };
}
