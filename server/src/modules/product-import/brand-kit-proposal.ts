import { BRAND_FONTS, BRAND_KIT_DEFAULTS, type BrandFont } from '@common/catalog/media';

/** Generic CSS families and the shipped font closest in spirit: a page set in a serif gets the serif. */
const GENERIC: Record<string, BrandFont> = {
  serif: 'Playfair Display',
  'sans-serif': 'Montserrat',
  monospace: 'Orbitron',
  cursive: 'Permanent Marker',
  fantasy: 'Bangers',
  'system-ui': 'Montserrat',
};
/** Well-known families by name, mapped to the shipped font of the same kind. */
const KINDRED: [RegExp, BrandFont][] = [
  [/playfair|georgia|times|garamond|merriweather|lora|serif/i, 'Playfair Display'],
  [/anton|oswald|bebas|impact|league gothic/i, 'Anton'],
  [/fredoka|nunito|quicksand|varela|baloo/i, 'Fredoka'],
  [/bangers|luckiest|comic/i, 'Bangers'],
  [/orbitron|mono|courier|space grotesk|audiowide/i, 'Orbitron'],
  [/marker|caveat|pacifico|dancing|handwriting|script/i, 'Permanent Marker'],
];

/** The shipped font that matches the page's first recognisable family (by name, by kind, by generic family), else the default. */
export function matchBrandFont(families: string[]): BrandFont {
  for (const family of families) {
    const exact = BRAND_FONTS.find((font) => font.toLowerCase() === family.toLowerCase());
    if (exact) return exact;
    const kindred = KINDRED.find(([pattern]) => pattern.test(family));
    if (kindred) return kindred[1];
    const generic = GENERIC[family.toLowerCase()];
    if (generic) return generic;
  }
  return BRAND_KIT_DEFAULTS.font;
}

/**
 * The two colours a logo is mostly made of, from a small RGBA thumbnail of it: opaque pixels
 * that are neither near-white nor near-black (a logo's background and outline), grouped coarsely
 * and ranked by how many pixels each group has.
 */
export function logoColors(rgba: Buffer): string[] {
  const counts = new Map<string, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const [r, g, b, a] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!, rgba[i + 3]!];
    if (a < 128) continue;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (min > 235 || max < 20) continue;
    const key = `${r >> 5},${g >> 5},${b >> 5}`;
    const group = counts.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    counts.set(key, { n: group.n + 1, r: group.r + r, g: group.g + g, b: group.b + b });
  }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, 2)
    .map((g) => toHex(g.r / g.n, g.g / g.n, g.b / g.n));
}

/** Primary from the page's theme colour, else the logo; secondary from the logo's second colour, else a deep shade of the primary. */
export function proposeColors(themeColor: string | null, fromLogo: string[]): { primaryColor: string; secondaryColor: string } {
  const primary = themeColor ?? fromLogo[0] ?? BRAND_KIT_DEFAULTS.primary;
  const secondary = fromLogo.find((c) => c !== primary) ?? (primary === BRAND_KIT_DEFAULTS.primary ? BRAND_KIT_DEFAULTS.secondary : shade(primary, 0.35));
  return { primaryColor: primary, secondaryColor: secondary };
}

function shade(hex: string, factor: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) * factor);
  return toHex(r!, g!, b!);
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
