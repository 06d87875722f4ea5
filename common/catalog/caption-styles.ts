import type { AspectRatioId } from './aspect-ratios';

/**
 * The caption styles a video can burn in (issue 16): word-by-word captions whose spoken word is
 * highlighted. Fonts are the engine's shipped @fontsource families; `box` is a panel behind the
 * words (null: an outline instead). A brand kit's colours, when one is chosen, replace the text and
 * highlight colours, lightened or darkened first when they would not read (the engine's `captionColors`).
 */
export type CaptionPosition = 'top' | 'middle' | 'bottom';
export type CaptionStyle = {
  name: string;
  description: string;
  font: string;
  uppercase: boolean;
  textColor: string;
  highlightColor: string;
  /** Outline around the letters, so they read on any picture. */
  strokeColor: string;
  /** A rounded panel behind the phrase, or none. */
  box: string | null;
  position: CaptionPosition;
};

export const CAPTION_STYLES = {
  'bold-pop': {
    name: 'Bold pop',
    description: 'Big white words, the spoken one in yellow',
    font: 'Montserrat',
    uppercase: true,
    textColor: '#ffffff',
    highlightColor: '#ffe14d',
    strokeColor: '#000000',
    box: null,
    position: 'bottom',
  },
  'clean-box': {
    name: 'Clean box',
    description: 'White words on a dark panel, the spoken one in sky blue',
    font: 'Montserrat',
    uppercase: false,
    textColor: '#ffffff',
    highlightColor: '#5ac8fa',
    strokeColor: '#000000',
    box: 'rgba(0,0,0,0.8)',
    position: 'bottom',
  },
  karaoke: {
    name: 'Karaoke',
    description: 'Tall condensed words in the middle, the spoken one in green',
    font: 'Anton',
    uppercase: true,
    textColor: '#ffffff',
    highlightColor: '#3dff8b',
    strokeColor: '#111111',
    box: null,
    position: 'middle',
  },
  marker: {
    name: 'Marker',
    description: 'Hand-written words on a white card at the top, the spoken one in red',
    font: 'Permanent Marker',
    uppercase: false,
    textColor: '#1d1d1f',
    highlightColor: '#c1121f',
    strokeColor: '#ffffff',
    box: 'rgba(255,255,255,0.94)',
    position: 'top',
  },
  neon: {
    name: 'Neon',
    description: 'Futuristic cyan words, the spoken one in magenta',
    font: 'Orbitron',
    uppercase: true,
    textColor: '#e0fbfc',
    highlightColor: '#ff4fd8',
    strokeColor: '#12002b',
    box: null,
    position: 'bottom',
  },
} as const satisfies Record<string, CaptionStyle>;

export type CaptionStyleId = keyof typeof CAPTION_STYLES;
export const CAPTION_STYLE_IDS = Object.keys(CAPTION_STYLES) as [CaptionStyleId, ...CaptionStyleId[]];

/**
 * Where captions may go, as shares of the frame: platforms lay their buttons, names and
 * descriptions over the edges of a vertical video (the bottom fifth and the right side of a
 * Reel or a TikTok), players their controls over a landscape one.
 */
export const CAPTION_SAFE_AREA: Record<AspectRatioId, { top: number; bottom: number; left: number; right: number }> = {
  '9:16': { top: 0.12, bottom: 0.22, left: 0.07, right: 0.14 },
  '4:5': { top: 0.08, bottom: 0.14, left: 0.07, right: 0.07 },
  '1:1': { top: 0.08, bottom: 0.12, left: 0.07, right: 0.07 },
  '16:9': { top: 0.08, bottom: 0.12, left: 0.1, right: 0.1 },
};
