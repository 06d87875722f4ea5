import type { CaptionStyle } from '../catalog/caption-styles';

/** WCAG 2 relative luminance and contrast, for the engine's colour choices and its contrast test. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const lowestContrast = (rgb: readonly number[], against: readonly (readonly number[])[]) => Math.min(...against.map((other) => contrastRatio(rgb, other)));

/**
 * `colour` moved a step at a time towards black (0) or white (255), keeping its hue, until it
 * reads at `target` against every colour of `against` (or is all but black or white).
 */
function shadeUntilReadable(colour: readonly number[], against: readonly (readonly number[])[], towards: 0 | 255, target: number): string {
  let rgb = colour;
  for (let step = 0; step < 30 && lowestContrast(rgb, against) < target; step++) rgb = rgb.map((c) => c + (towards - c) * 0.12);
  return toHex(rgb);
}

/**
 * A panel colour for `ink` words: `base` darkened (light ink) or lightened (dark ink) until the
 * words read at `target` contrast, so every style keeps its own hue behind its text.
 */
export function panelFor(ink: string, base: string, target = 7): string {
  const inkRgb = hexToRgb(ink);
  return shadeUntilReadable(hexToRgb(base), [inkRgb], luminance(inkRgb) > 0.4 ? 0 : 255, target);
}

/** Of the candidates, the first that reads on `background` at `target`, else the one that reads best. */
export function readableOn(background: string, candidates: readonly string[], target = 4.5): string {
  const bg = hexToRgb(background);
  const found = candidates.find((c) => contrastRatio(hexToRgb(c), bg) >= target);
  if (found) return found;
  return [...candidates, '#000000', '#ffffff'].sort((a, b) => contrastRatio(hexToRgb(b), bg) - contrastRatio(hexToRgb(a), bg))[0]!;
}

/** A brand kit's colours as the captions read them (the media stream's `spec.brandKit`, wired at merge). */
export type CaptionBrandKit = { colors?: readonly string[] | null } | null | undefined;

/** Caption words read at this contrast or more against what borders them (WCAG AA for text). */
export const CAPTION_CONTRAST_TARGET = 4.5;
/**
 * What a brand colour is brought to on an outline (WCAG AAA): a thin outline is all that parts the
 * words from a scene of any colour, so the ink itself must stand well apart from it. At AA, a dark
 * green kit's words on bold-pop's black outline still sank into a green backdrop.
 */
const OUTLINE_INK_TARGET = 7;

/** A CSS colour the catalogue uses (`#rrggbb` or `rgba(r,g,b,a)`) as RGB and its opacity. */
function parseColour(css: string): { rgb: [number, number, number]; alpha: number } {
  const rgba = /^rgba?\(([^)]+)\)$/.exec(css.trim());
  if (!rgba) return { rgb: hexToRgb(css), alpha: 1 };
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1]!.split(',').map(Number);
  return { rgb: [r, g, b], alpha: a };
}

/**
 * What borders a caption style's words, as seen: its panel (a translucent one over both a black
 * and a white scene) or, without a panel, the outline stroked round every letter.
 */
function captionBorders(style: CaptionStyle): [number, number, number][] {
  const behind = style.box ? parseColour(style.box) : parseColour(style.strokeColor);
  const over = (scene: number) => behind.rgb.map((c) => c * behind.alpha + scene * (1 - behind.alpha)) as [number, number, number];
  return behind.alpha < 1 ? [over(0), over(255)] : [behind.rgb];
}

/**
 * A brand colour made readable on the caption's borders: kept when it reads at `target`, else
 * lightened (or darkened, whichever reads better) step by step until it does, so the words keep
 * the brand's hue. A dark green kit on bold-pop's black outline becomes a lighter green.
 */
function readableBrandInk(ink: string, borders: readonly (readonly number[])[], target: number): string {
  if (lowestContrast(hexToRgb(ink), borders) >= target) return ink;
  return shadeUntilReadable(hexToRgb(ink), borders, lowestContrast([255, 255, 255], borders) >= lowestContrast([0, 0, 0], borders) ? 255 : 0, target);
}

/**
 * The colours a caption style is drawn in: the style's own, or the brand kit's when one is chosen
 * (its first colour marks the spoken word, its second, when there is one, fills the panel's
 * words), each brought to a readable contrast against the panel or outline first.
 */
export function captionColors(style: CaptionStyle, brandKit: CaptionBrandKit): { text: string; highlight: string } {
  const [first, second] = brandKit?.colors ?? [];
  const borders = captionBorders(style);
  const target = style.box ? CAPTION_CONTRAST_TARGET : OUTLINE_INK_TARGET;
  return {
    text: style.box && second ? readableBrandInk(second, borders, target) : style.textColor,
    highlight: first ? readableBrandInk(first, borders, target) : style.highlightColor,
  };
}

/**
 * How well a caption style's words read, as drawn (the quality report's caption contrast, issue
 * 28): the lowest WCAG contrast of its word and highlight colours against what borders them: the
 * panel (a translucent one over both a black and a white scene, the worse counted) or, without a
 * panel, the outline stroked round every letter.
 */
export function captionContrast(style: CaptionStyle, brandKit: CaptionBrandKit): { ratio: number; against: 'panel' | 'outline' } {
  const { text, highlight } = captionColors(style, brandKit);
  const borders = captionBorders(style);
  return { ratio: Math.min(lowestContrast(hexToRgb(text), borders), lowestContrast(hexToRgb(highlight), borders)), against: style.box ? 'panel' : 'outline' };
}
