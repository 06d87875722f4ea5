import { createCanvas } from '@napi-rs/canvas';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { testFfmpeg } from '../server/test/media-tools';

/** An RGB colour as three 0–255 numbers. */
export type Rgb = readonly [number, number, number];

/** The shop's four product photos: each its own colour, checkered with white so the photo is told apart from its blurred backdrop. */
export const PHOTO_COLOURS: readonly Rgb[] = [
  [214, 40, 40], // red
  [29, 78, 216], // blue
  [242, 193, 46], // yellow
  [138, 201, 38], // lime
];
/** The shop's logo: a purple square with a white ring. */
export const LOGO_COLOUR: Rgb = [106, 76, 147];

const css = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

/** A JPEG of `colour` checkered with white squares of `cell` pixels (a picture, not a flat fill). */
function checkeredPhoto(colour: Rgb, width: number, height: number, cell: number): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = css(colour);
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#ffffff';
  for (let y = 0; y < height; y += cell) for (let x = (y / cell) % 2 ? cell : 0; x < width; x += cell * 2) g.fillRect(x, y, cell, cell);
  return canvas.toBuffer('image/jpeg', 95);
}

/** The fake shop's pictures for this ad: four checkered photos of different shapes and colours, and a PNG logo. */
export function productAdPictures(): { photos: Buffer[]; logo: Buffer } {
  const shapes = [
    [640, 480, 160],
    [640, 480, 120],
    [480, 640, 120],
    [640, 640, 160],
  ] as const;
  const photos = PHOTO_COLOURS.map((colour, i) => {
    const [width, height, cell] = shapes[i]!;
    return checkeredPhoto(colour, width, height, cell);
  });
  const logo = createCanvas(256, 256);
  const g = logo.getContext('2d');
  g.fillStyle = css(LOGO_COLOUR);
  g.fillRect(0, 0, 256, 256);
  g.strokeStyle = '#ffffff';
  g.lineWidth = 28;
  g.beginPath();
  g.arc(128, 128, 70, 0, Math.PI * 2);
  g.stroke();
  return { photos, logo: logo.toBuffer('image/png') };
}

/** One decoded frame: its size and its pixels as RGB bytes, row after row. */
export type Frame = { width: number; height: number; rgb: Buffer };

/** The frame at `seconds` of the MP4, decoded by ffmpeg (and saved as a PNG at `pngPath` for a person to look at). */
export async function frameAt(file: string, seconds: number, size: { width: number; height: number }, pngPath?: string): Promise<Frame> {
  const run = (args: string[]) =>
    promisify(execFile)(testFfmpeg, ['-v', 'error', '-ss', seconds.toFixed(3), '-i', file, '-frames:v', '1', ...args], {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    });
  const { stdout } = await run(['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']);
  const rgb = stdout as unknown as Buffer;
  if (rgb.length !== size.width * size.height * 3) throw new Error(`frame at ${seconds}s: ${rgb.length} bytes for ${size.width}x${size.height}`);
  if (pngPath) await writeFile(pngPath, (await run(['-f', 'image2', '-c:v', 'png', 'pipe:1'])).stdout as unknown as Buffer);
  return { ...size, rgb };
}

/** A part of the frame, as fractions of its width and height. */
type Region = { x: number; y: number; width: number; height: number };
const WHOLE: Region = { x: 0, y: 0, width: 1, height: 1 };

/** The share (0–1) of the region's pixels within `tolerance` (RGB distance) of `colour`, sampled every other pixel. */
export function shareOfColour(frame: Frame, colour: Rgb, tolerance = 40, region: Region = WHOLE): number {
  const [x0, y0] = [Math.floor(region.x * frame.width), Math.floor(region.y * frame.height)];
  const [x1, y1] = [Math.ceil((region.x + region.width) * frame.width), Math.ceil((region.y + region.height) * frame.height)];
  let near = 0;
  let seen = 0;
  for (let y = y0; y < y1; y += 2)
    for (let x = x0; x < x1; x += 2) {
      const i = (y * frame.width + x) * 3;
      const d = Math.hypot(frame.rgb[i]! - colour[0], frame.rgb[i + 1]! - colour[1], frame.rgb[i + 2]! - colour[2]);
      if (d <= tolerance) near++;
      seen++;
    }
  return seen ? near / seen : 0;
}

/** The cues of a WebVTT file: when each phrase is said, and its words. */
function cuesOfVtt(vtt: string): { start: number; end: number; words: string[] }[] {
  const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})[^\n]*\n([^]*?)(?:\n\n|$)/g)].map((m) => ({
    start: seconds(m[1]!),
    end: seconds(m[2]!),
    words: m[3]!.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)),
  }));
}

/**
 * The middle of each scene's speech, from the captions: each cue's time is shared evenly among its
 * words, and the scenes' narrations are counted off word by word (the engine starts a scene just
 * before its first word, so the middle of what it says is inside the scene).
 */
export function sceneSpeechMiddles(vtt: string, narrations: readonly string[]): number[] {
  const wordTimes = cuesOfVtt(vtt).flatMap((cue) =>
    cue.words.map((_, i) => ({
      start: cue.start + ((cue.end - cue.start) * i) / cue.words.length,
      end: cue.start + ((cue.end - cue.start) * (i + 1)) / cue.words.length,
    })),
  );
  let next = 0;
  return narrations.map((narration) => {
    const count = narration.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const first = wordTimes[Math.min(next, wordTimes.length - 1)]!;
    const last = wordTimes[Math.min(next + count - 1, wordTimes.length - 1)]!;
    next += count;
    return (first.start + last.end) / 2;
  });
}

/** A bounding box in pixels. */
type Box = { x: number; y: number; width: number; height: number };

/** Where `colour` is drawn in the region: a mask over the whole frame and the box of its rows and columns that hold at least `min` such pixels. */
function colourMask(frame: Frame, colour: Rgb, tolerance: number, region: Region): { mask: Uint8Array; box: Box | null } {
  const mask = new Uint8Array(frame.width * frame.height);
  const [x0, y0] = [Math.floor(region.x * frame.width), Math.floor(region.y * frame.height)];
  const [x1, y1] = [Math.ceil((region.x + region.width) * frame.width), Math.ceil((region.y + region.height) * frame.height)];
  const rows = new Array<number>(frame.height).fill(0);
  const cols = new Array<number>(frame.width).fill(0);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * frame.width + x) * 3;
      if (Math.hypot(frame.rgb[i]! - colour[0], frame.rgb[i + 1]! - colour[1], frame.rgb[i + 2]! - colour[2]) <= tolerance) {
        mask[y * frame.width + x] = 1;
        rows[y]!++;
        cols[x]!++;
      }
    }
  // the words are the tallest band of rows dense in the colour (stray anti-aliased pixels elsewhere are left out)
  const dense = Math.max(3, Math.max(...rows) * 0.08);
  let band = { top: -1, bottom: -1 };
  for (let y = 0, start = -1, gap = 0; y <= frame.height; y++) {
    if (y < frame.height && rows[y]! >= dense) {
      if (start < 0) start = y;
      gap = 0;
      if (y - start > band.bottom - band.top) band = { top: start, bottom: y };
    } else if (start >= 0 && ++gap > 4) start = -1;
  }
  if (band.top < 0) return { mask, box: null };
  // then out to the thin rows that belong to it (the tails of "$", "g", "y")
  while (band.top > y0 && rows[band.top - 1]! >= 2) band.top--;
  while (band.bottom < y1 - 1 && rows[band.bottom + 1]! >= 2) band.bottom++;
  cols.fill(0);
  for (let y = band.top; y <= band.bottom; y++) for (let x = x0; x < x1; x++) cols[x]! += mask[y * frame.width + x]!;
  const left = cols.findIndex((n) => n >= 2);
  const right = cols.findLastIndex((n) => n >= 2);
  return { mask, box: { x: left, y: band.top, width: right - left + 1, height: band.bottom - band.top + 1 } };
}

/** `text` drawn in `font` on a canvas of its own: a mask of its glyphs, cropped to them. */
function glyphsOf(text: string, font: string): { mask: Uint8Array; width: number; height: number } {
  const size = 240;
  const canvas = createCanvas(size * text.length, size * 2);
  const g = canvas.getContext('2d');
  g.font = `${size}px "${font}"`;
  g.fillStyle = '#000000';
  g.textBaseline = 'middle';
  g.fillText(text, size / 4, size);
  const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
  let [left, top, right, bottom] = [canvas.width, canvas.height, -1, -1];
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (data[(y * canvas.width + x) * 4 + 3]! > 127)
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  const [width, height] = [right - left + 1, bottom - top + 1];
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[y * width + x] = data[((y + top) * canvas.width + x + left) * 4 + 3]! > 127 ? 1 : 0;
  return { mask, width, height };
}

/**
 * How closely the words drawn in `colour` inside `region` have the shape of `text` in `font` (the
 * intersection over union of the two glyph masks, the text scaled to the drawn words' height):
 * near 1 for the same words, lower for other ones. No OCR is at hand; the engine draws with the
 * same font files, so the shapes of the right words match and those of other words do not.
 */
export function textLikeness(frame: Frame, text: string, font: string, colour: Rgb, region: Region = WHOLE, tolerance = 60): number {
  const drawn = colourMask(frame, colour, tolerance, region);
  if (!drawn.box) return 0;
  const glyphs = glyphsOf(text, font);
  const { box } = drawn;
  // one scale for both directions (the drawn words' height): other words of another width do not stretch to fit
  const scale = glyphs.height / box.height;
  const width = Math.max(box.width, Math.ceil(glyphs.width / scale));
  let both = 0;
  let either = 0;
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < width; x++) {
      const a = x < box.width ? drawn.mask[(box.y + y) * frame.width + box.x + x]! : 0;
      const [gx, gy] = [Math.floor(x * scale), Math.floor(y * scale)];
      const b = gx < glyphs.width ? glyphs.mask[gy * glyphs.width + gx]! : 0;
      both += a & b;
      either += a | b;
    }
  return either ? both / either : 0;
}
