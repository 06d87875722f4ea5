export const BRAND = {
  name: 'Reelwright',
  tagline: 'Ad-ready video from a sentence',
} as const;
