// The 13 visual styles of the clarifications; the first five are the ones the free demo offers.

export type VisualStyle = { id: string; name: string; icon: string; description: string };

export const VISUAL_STYLES: readonly VisualStyle[] = [
  { id: 'pixar', name: 'Pixar', icon: '🧸', description: 'Warm 3D characters with soft light' },
  { id: 'cinematic', name: 'Cinematic', icon: '🎬', description: 'Wide shots, film grade, dramatic moves' },
  { id: 'photorealistic', name: 'Photorealistic', icon: '📷', description: 'True-to-life products and places' },
  { id: 'anime', name: 'Anime', icon: '🌸', description: 'Bold lines and expressive motion' },
  { id: 'watercolor', name: 'Watercolor', icon: '🎨', description: 'Painted washes that bleed and bloom' },
  { id: 'claymation', name: 'Claymation', icon: '🏺', description: 'Hand-made stop-motion charm' },
  { id: 'comic-book', name: 'Comic Book', icon: '💥', description: 'Panels, halftones and speech bubbles' },
  { id: 'neon-cyberpunk', name: 'Neon Cyberpunk', icon: '🌃', description: 'Glowing streets after midnight' },
  { id: 'vintage-film', name: 'Vintage Film', icon: '📽️', description: 'Grain, flicker and faded colour' },
  { id: 'minimalist', name: 'Minimalist', icon: '⚪', description: 'Clean shapes, lots of air' },
  { id: 'paper-cutout', name: 'Paper Cutout', icon: '✂️', description: 'Layered paper with real shadows' },
  { id: 'retro-synthwave', name: 'Retro Synthwave', icon: '🌅', description: 'Grids, sunsets and chrome' },
  { id: 'noir', name: 'Noir', icon: '🕵️', description: 'Black and white with hard shadows' },
];

/** The free demo only offers the first five. */
export const DEMO_VISUAL_STYLES = VISUAL_STYLES.slice(0, 5);
