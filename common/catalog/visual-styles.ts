// The 13 visual styles (clarifications, "Names and routes"), keyed by id, in the clarifications'
// order. The first five are flagged `demo`: the anonymous demo offers them, the studio all 13.
// The spec names no style, so one name each is chosen here and every screen and prompt uses it.

export type VisualStyleEntry = { id: string; name: string; icon: string; description: string; demo: boolean };

export const VISUAL_STYLES = {
  pixar: { id: 'pixar', name: 'Pixar', icon: '🎈', description: 'Bouncy, rounded, warm and playful', demo: true },
  cinematic: { id: 'cinematic', name: 'Cinematic', icon: '🎬', description: 'Letterboxed, dramatic, slow reveals', demo: true },
  photorealistic: { id: 'photorealistic', name: 'Photorealistic', icon: '📷', description: 'Clean, natural light, product-first', demo: true },
  anime: { id: 'anime', name: 'Anime', icon: '⚡', description: 'Speed lines, bold color, punchy cuts', demo: true },
  watercolor: { id: 'watercolor', name: 'Watercolor', icon: '🎨', description: 'Soft washes, paper texture, gentle fades', demo: true },
  claymation: { id: 'claymation', name: 'Claymation', icon: '🧱', description: 'Chunky shapes with a handmade wobble', demo: false },
  'comic-book': { id: 'comic-book', name: 'Comic Book', icon: '💥', description: 'Halftone dots, panels and shouty captions', demo: false },
  'neon-cyberpunk': { id: 'neon-cyberpunk', name: 'Neon Cyberpunk', icon: '🌃', description: 'Glowing lines on a midnight grid', demo: false },
  'vintage-film': { id: 'vintage-film', name: 'Vintage Film', icon: '🎞️', description: 'Sepia grain, flicker and title cards', demo: false },
  minimalist: { id: 'minimalist', name: 'Minimalist', icon: '◻️', description: 'White space, one accent, precise motion', demo: false },
  'paper-cutout': { id: 'paper-cutout', name: 'Paper Cutout', icon: '✂️', description: 'Layered paper with drop shadows', demo: false },
  'retro-synthwave': { id: 'retro-synthwave', name: 'Retro Synthwave', icon: '🌅', description: 'Sunset gradients and a chrome horizon', demo: false },
  noir: { id: 'noir', name: 'Noir', icon: '🕵️', description: 'High-contrast black and white, venetian shadows', demo: false },
} as const satisfies Record<string, VisualStyleEntry>;

export type VisualStyleId = keyof typeof VISUAL_STYLES;
/** The styles whose entry carries `demo: true`. */
export type DemoStyleId = { [K in VisualStyleId]: (typeof VISUAL_STYLES)[K]['demo'] extends true ? K : never }[VisualStyleId];

/** Every style id in order, as a tuple `z.enum` accepts. */
export const VISUAL_STYLE_IDS = Object.keys(VISUAL_STYLES) as [VisualStyleId, ...VisualStyleId[]];
export const DEMO_STYLE_IDS = VISUAL_STYLE_IDS.filter((id): id is DemoStyleId => VISUAL_STYLES[id].demo) as [DemoStyleId, ...DemoStyleId[]];

/** Every style in order; the demo's five in order. */
export const VISUAL_STYLE_LIST = VISUAL_STYLE_IDS.map((id) => VISUAL_STYLES[id]);
export const DEMO_STYLE_LIST = DEMO_STYLE_IDS.map((id) => VISUAL_STYLES[id]);
