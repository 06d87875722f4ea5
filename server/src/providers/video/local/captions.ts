import { createCanvas, type Canvas, type SKRSContext2D } from '../../canvas/index';
import type { AspectRatioId } from '@common/catalog/aspect-ratios';
import { CAPTION_SAFE_AREA, CAPTION_STYLES, type CaptionStyle, type CaptionStyleId } from '@common/catalog/caption-styles';
import type { CaptionPhrase } from '@common/rules/captions';
import type { FrameBox, SafeArea } from '@common/rules/frame-boxes';
import { fitSafeZones, type SafeZoneFinding } from '@common/rules/safe-zones';

export { captionColors, type CaptionBrandKit } from '@common/rules/contrast';
import { captionColors, type CaptionBrandKit } from '@common/rules/contrast';

type PlacedWord = { text: string; x: number; y: number; width: number };
export type CaptionLayout = { size: number; words: PlacedWord[]; box: { x: number; y: number; width: number; height: number } };

const MAX_LINES = 2;

/**
 * Lays one phrase out inside the safe area of the frame: wrapped to two lines at most, shrunk
 * until it fits, placed at the style's position. `box` is everything drawn (panel or outline).
 */
export function layoutCaption(
  g: SKRSContext2D,
  phrase: readonly string[],
  style: CaptionStyle,
  frame: { width: number; height: number; aspectRatio: AspectRatioId },
): CaptionLayout {
  const { width, height } = frame;
  const safe = CAPTION_SAFE_AREA[frame.aspectRatio];
  const unit = Math.min(width, height) / 720;
  const left = width * safe.left;
  const right = width * (1 - safe.right);
  const top = height * safe.top;
  const bottom = height * (1 - safe.bottom);
  const texts = phrase.map((w) => (style.uppercase ? w.toUpperCase() : w));
  for (let size = Math.round((style.font === 'Anton' ? 66 : 54) * unit); ; size = Math.floor(size * 0.92)) {
    const pad = Math.round(size * (style.box ? 0.45 : 0.18));
    const maxLine = right - left - pad * 2;
    g.font = `${size}px "${style.font}"`;
    const space = g.measureText(' ').width;
    const lines: { text: string; width: number }[][] = [[]];
    let lineWidth = 0;
    for (const text of texts) {
      const w = g.measureText(text).width;
      const line = lines.at(-1)!;
      if (line.length && lineWidth + space + w > maxLine) {
        lines.push([{ text, width: w }]);
        lineWidth = w;
      } else {
        line.push({ text, width: w });
        lineWidth += (line.length > 1 ? space : 0) + w;
      }
    }
    const widths = lines.map((line) => line.reduce((sum, w) => sum + w.width, 0) + space * (line.length - 1));
    const widest = Math.max(...widths);
    if ((lines.length > MAX_LINES || widest > maxLine) && size > 12) continue;
    const lineHeight = size * 1.2;
    const boxWidth = widest + pad * 2;
    const boxHeight = lines.length * lineHeight + pad * 2;
    const centerX = (left + right) / 2;
    const boxY =
      style.position === 'top'
        ? top
        : style.position === 'bottom'
          ? bottom - boxHeight
          : Math.min(bottom - boxHeight, Math.max(top, height * 0.64 - boxHeight / 2));
    const words: PlacedWord[] = [];
    lines.forEach((line, row) => {
      let x = centerX - widths[row]! / 2;
      for (const w of line) {
        words.push({ text: w.text, x, y: boxY + pad + row * lineHeight + size * 0.95, width: w.width });
        x += w.width + space;
      }
    });
    return { size, words, box: { x: centerX - boxWidth / 2, y: boxY, width: boxWidth, height: boxHeight } };
  }
}

/**
 * A laid-out phrase kept inside a platform's safe area (issue 28): moved as a whole, words and
 * box, when it strays into the platform's buttons or caption area (TikTok's bottom 480 px: up).
 */
export function keepCaptionSafe(
  layout: CaptionLayout,
  frame: { width: number; height: number },
  safe: SafeArea,
): { layout: CaptionLayout; findings: SafeZoneFinding[] } {
  const { boxes, findings } = fitSafeZones([{ kind: 'caption', ...layout.box }], frame, safe);
  const dx = boxes[0]!.x - layout.box.x;
  const dy = boxes[0]!.y - layout.box.y;
  if (!dx && !dy) return { layout, findings };
  return {
    layout: { size: layout.size, box: boxes[0]!, words: layout.words.map((w) => ({ ...w, x: w.x + dx, y: w.y + dy })) },
    findings,
  };
}

/** Draws a laid-out phrase with the word `active` highlighted. */
function drawCaption(g: SKRSContext2D, layout: CaptionLayout, style: CaptionStyle, colors: { text: string; highlight: string }, active: number): void {
  g.save();
  if (style.box) {
    g.fillStyle = style.box;
    g.beginPath();
    g.roundRect(layout.box.x, layout.box.y, layout.box.width, layout.box.height, layout.size * 0.3);
    g.fill();
  }
  g.font = `${layout.size}px "${style.font}"`;
  g.textAlign = 'left';
  g.textBaseline = 'alphabetic';
  g.lineJoin = 'round';
  layout.words.forEach((word, i) => {
    if (!style.box) {
      g.strokeStyle = style.strokeColor;
      g.lineWidth = Math.max(2, layout.size * 0.14);
      g.strokeText(word.text, word.x, word.y);
    }
    g.fillStyle = i === active ? colors.highlight : colors.text;
    g.fillText(word.text, word.x, word.y);
  });
  g.restore();
}

type CaptionPlacement = {
  styleId: CaptionStyleId;
  width: number;
  height: number;
  aspectRatio: AspectRatioId;
  /** The chosen platform's safe area (platform-presets.ts), in this frame's pixels; captions stay inside it. */
  safeArea?: SafeArea;
};

/** One phrase laid out at its style's place, then kept inside the platform's safe area; `moved` when the check moved it. */
function placePhrase(
  measure: SKRSContext2D,
  phrase: CaptionPhrase,
  options: CaptionPlacement,
): { layout: CaptionLayout; moved: boolean; findings: SafeZoneFinding[] } {
  const laid = layoutCaption(
    measure,
    phrase.words.map((w) => w.text),
    CAPTION_STYLES[options.styleId],
    options,
  );
  if (!options.safeArea) return { layout: laid, moved: false, findings: [] };
  const kept = keepCaptionSafe(laid, options, options.safeArea);
  return { ...kept, moved: kept.layout !== laid };
}

/**
 * Where every phrase's caption is drawn (the captions' part of the box report, issue 28): each
 * phrase's box as the painter below draws it, after the safe-zone check, and whether it moved.
 */
export function captionBoxes(phrases: readonly CaptionPhrase[], options: CaptionPlacement): { phrase: CaptionPhrase; box: FrameBox; moved: boolean }[] {
  const measure = createCanvas(8, 8).getContext('2d');
  return phrases.map((phrase) => {
    const { layout, moved } = placePhrase(measure, phrase, options);
    return { phrase, box: { kind: 'caption', ...layout.box }, moved };
  });
}

/**
 * Burns the phrase on screen at `timeMs` into the frame, the word being said in the highlight
 * colour. Each state of a phrase (which word is lit) is drawn once into its own small canvas and
 * then only copied, so captions cost a frame one image copy.
 */
export function createCaptionPainter(
  options: CaptionPlacement & {
    phrases: CaptionPhrase[];
    brandKit?: CaptionBrandKit;
    /** Told of a phrase the safe-zone check could not bring inside (the quality report names it). */
    onSafeZoneFinding?: (finding: SafeZoneFinding) => void;
  },
) {
  const style = CAPTION_STYLES[options.styleId];
  const colors = captionColors(style, options.brandKit);
  const measure = createCanvas(8, 8).getContext('2d');
  let cachedPhrase = -1;
  let layout: CaptionLayout | null = null;
  const states = new Map<number, Canvas>();
  return (g: SKRSContext2D, timeMs: number) => {
    const index = options.phrases.findIndex((p) => timeMs >= p.startMs && timeMs < p.endMs);
    if (index < 0) return;
    const phrase = options.phrases[index]!;
    if (index !== cachedPhrase || !layout) {
      const placed = placePhrase(measure, phrase, options);
      layout = placed.layout;
      for (const finding of placed.findings) options.onSafeZoneFinding?.(finding);
      states.clear();
      cachedPhrase = index;
    }
    // the word being said, else the last one said (between words the highlight stays put)
    let active = -1;
    phrase.words.forEach((w, i) => {
      if (timeMs >= w.startMs) active = i;
    });
    let state = states.get(active);
    const { box } = layout;
    const x0 = Math.floor(box.x);
    const y0 = Math.floor(box.y);
    if (!state) {
      state = createCanvas(Math.ceil(box.x + box.width) - x0 + 1, Math.ceil(box.y + box.height) - y0 + 1);
      const sg = state.getContext('2d');
      sg.translate(-x0, -y0);
      drawCaption(sg, layout, style, colors, active);
      states.set(active, state);
    }
    g.drawImage(state, x0, y0);
  };
}
