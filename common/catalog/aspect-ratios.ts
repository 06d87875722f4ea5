// The four aspect ratios a video can have, keyed by id ("width:height"), in the order the studio
// offers them. `width` and `height` are the ratio's terms, so a renderer can size frames from them.

export type AspectRatioEntry = { id: string; name: string; width: number; height: number };

export const ASPECT_RATIOS = {
  '9:16': { id: '9:16', name: 'Vertical', width: 9, height: 16 },
  // the feed's portrait (Instagram and Facebook 4:5, issue 28): taller than square, shorter than vertical
  '4:5': { id: '4:5', name: 'Portrait', width: 4, height: 5 },
  '1:1': { id: '1:1', name: 'Square', width: 1, height: 1 },
  '16:9': { id: '16:9', name: 'Landscape', width: 16, height: 9 },
} as const satisfies Record<string, AspectRatioEntry>;

export type AspectRatioId = keyof typeof ASPECT_RATIOS;
export const ASPECT_RATIO_IDS = Object.keys(ASPECT_RATIOS) as [AspectRatioId, ...AspectRatioId[]];
