// Limits of the creator's own media (uploads) and the brand kit's choices. One place for the
// numbers: the server enforces them, the uploads panel shows them (docs/decisions/027).

const MB = 1024 * 1024;

export const MEDIA_LIMITS = {
  /** Largest still image (PNG, JPEG, WebP). */
  imageMaxBytes: 10 * MB,
  /** Largest clip (MP4, MOV, WebM). */
  clipMaxBytes: 50 * MB,
  /** Longest clip. */
  clipMaxSeconds: 60,
  /** Largest picture either way, so a small file cannot expand into gigabytes of pixels. */
  maxPixelsPerSide: 8192,
  /** Files one creator may keep. */
  maxAssets: 50,
  /** Bytes one creator may keep in all. */
  quotaBytes: 500 * MB,
  /** Largest voice-over recording (a minute of 48 kHz stereo WAV is about 11 MB). */
  recordingMaxBytes: 25 * MB,
  /** A recording may run this much longer than the longest video (breaths, a pause at each end). */
  recordingMarginSeconds: 5,
  /** A recording shorter than this holds no word (a click, an accidental tap on record). */
  recordingMinSeconds: 0.3,
} as const;

/** What an upload may be, decided by decoding it; anything else is refused. */
export const MEDIA_FORMATS = {
  png: { kind: 'image', label: 'PNG', contentType: 'image/png', extensions: ['png'] },
  jpeg: { kind: 'image', label: 'JPEG', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { kind: 'image', label: 'WebP', contentType: 'image/webp', extensions: ['webp'] },
  mp4: { kind: 'clip', label: 'MP4', contentType: 'video/mp4', extensions: ['mp4', 'm4v'] },
  mov: { kind: 'clip', label: 'MOV', contentType: 'video/quicktime', extensions: ['mov', 'qt'] },
  webm: { kind: 'clip', label: 'WebM', contentType: 'video/webm', extensions: ['webm'] },
  // voice-over recordings (docs/decisions/066): uploaded files and the browser's own recorder
  wav: { kind: 'audio', label: 'WAV', contentType: 'audio/wav', extensions: ['wav'] },
  mp3: { kind: 'audio', label: 'MP3', contentType: 'audio/mpeg', extensions: ['mp3'] },
  m4a: { kind: 'audio', label: 'M4A', contentType: 'audio/mp4', extensions: ['m4a', 'mp4', 'aac'] },
  ogg: { kind: 'audio', label: 'OGG', contentType: 'audio/ogg', extensions: ['ogg', 'oga', 'opus'] },
  weba: { kind: 'audio', label: 'WebM audio', contentType: 'audio/webm', extensions: ['weba', 'webm'] },
} as const;
export type MediaFormatId = keyof typeof MEDIA_FORMATS;
export const MEDIA_FORMAT_IDS = Object.keys(MEDIA_FORMATS) as [MediaFormatId, ...MediaFormatId[]];
export const MEDIA_KINDS = ['image', 'clip', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const acceptOf = (ids: MediaFormatId[]) => ids.flatMap((id) => [MEDIA_FORMATS[id].contentType, ...MEDIA_FORMATS[id].extensions.map((e) => `.${e}`)]).join(',');
/** The file picker's `accept`: a hint for the browser only; the server decides by content. */
export const MEDIA_ACCEPT = acceptOf(MEDIA_FORMAT_IDS.filter((id) => MEDIA_FORMATS[id].kind !== 'audio'));
/** The voice-over picker's `accept` (WAV, MP3, M4A, OGG and the browser's WebM/Opus). */
export const RECORDING_ACCEPT = acceptOf(MEDIA_FORMAT_IDS.filter((id) => MEDIA_FORMATS[id].kind === 'audio'));

/** The brand kit's fonts: the families the engine ships (@fontsource packages, server/src/providers/video/local/fonts.ts). */
export const BRAND_FONTS = ['Montserrat', 'Anton', 'Fredoka', 'Bangers', 'Playfair Display', 'Orbitron', 'Permanent Marker'] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

export const BRAND_KIT_DEFAULTS = { primary: '#ff5a36', secondary: '#1b1f3b', font: 'Montserrat' as BrandFont } as const;

export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${mb >= 10 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
}
