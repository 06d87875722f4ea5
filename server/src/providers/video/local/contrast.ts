/** WCAG 2 relative luminance and contrast, for the engine's colour choices and its contrast test. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function luminance([r, g, b]: readonly number[]): number {
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

/**
 * A panel colour for `ink` words: `base` darkened (light ink) or lightened (dark ink) until the
 * words read at `target` contrast, so every style keeps its own hue behind its text.
 */
export function panelFor(ink: string, base: string, target = 7): string {
  const inkRgb = hexToRgb(ink);
  const towards = luminance(inkRgb) > 0.4 ? 0 : 255;
  let rgb = hexToRgb(base);
  for (let step = 0; step < 20 && contrastRatio(inkRgb, rgb) < target; step++) rgb = rgb.map((c) => c + (towards - c) * 0.2) as [number, number, number];
  return toHex(rgb);
}

/** Of the candidates, the first that reads on `background` at `target`, else the one that reads best. */
export function readableOn(background: string, candidates: readonly string[], target = 4.5): string {
  const bg = hexToRgb(background);
  const found = candidates.find((c) => contrastRatio(hexToRgb(c), bg) >= target);
  if (found) return found;
  return [...candidates, '#000000', '#ffffff'].sort((a, b) => contrastRatio(hexToRgb(b), bg) - contrastRatio(hexToRgb(a), bg))[0]!;
}
