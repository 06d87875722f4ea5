import type { SKRSContext2D } from '../../canvas/index';
import { seededRandom } from '@common/rules/seeded-random';
import { clamp01, easeOutBack, easeOutCubic, easeOutElastic } from './easing';
import type { StyleLook } from './style-looks';

type PlacedWord = { text: string; x: number; y: number; width: number };
export type TextBlock = { words: PlacedWord[]; size: number; lines: number; height: number };

/** Wraps the words to the width, shrinking the size until the block fits in `maxLines` lines (three unless told). */
export function layoutText(g: SKRSContext2D, text: string, font: string, maxWidth: number, startSize: number, centerY: number, maxLines = 3): TextBlock {
  for (let size = startSize; ; size = Math.floor(size * 0.9)) {
    g.font = `${size}px "${font}"`;
    const space = g.measureText(' ').width;
    const lines: { words: { text: string; width: number }[]; width: number }[] = [{ words: [], width: 0 }];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const width = g.measureText(word).width;
      const line = lines[lines.length - 1]!;
      const next = line.width + (line.words.length ? space : 0) + width;
      if (line.words.length && next > maxWidth) lines.push({ words: [{ text: word, width }], width });
      else {
        line.words.push({ text: word, width });
        line.width = next;
      }
    }
    const widest = Math.max(...lines.map((l) => l.width));
    if ((lines.length <= maxLines && widest <= maxWidth) || size < 18) {
      const lineHeight = size * 1.12;
      const top = centerY - (lines.length * lineHeight) / 2 + size * 0.85;
      const words: PlacedWord[] = [];
      lines.forEach((line, row) => {
        let x = -line.width / 2;
        for (const word of line.words) {
          words.push({ text: word.text, x: x + word.width / 2, y: top + row * lineHeight, width: word.width });
          x += word.width + space;
        }
      });
      return { words, size, lines: lines.length, height: lines.length * lineHeight };
    }
  }
}

/**
 * Draws the block with the style's entrance: each word starts `stagger` seconds after the one
 * before. `t` is seconds since the scene began; `centerX` the horizontal middle.
 */
export function drawKineticText(g: SKRSContext2D, block: TextBlock, look: StyleLook, t: number, centerX: number, color: string, frame: number): void {
  g.font = `${block.size}px "${look.font}"`;
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  const stagger = look.motion === 'type' ? 0 : 0.09;
  const totalChars = block.words.reduce((n, w) => n + w.text.length + 1, 0);
  let charsBefore = 0;
  block.words.forEach((word, i) => {
    const p = clamp01((t - i * stagger) / 0.45);
    g.save();
    g.translate(centerX + word.x, word.y);
    g.fillStyle = color;
    switch (look.motion) {
      case 'bounce': {
        const s = easeOutBack(p);
        g.translate(0, (1 - easeOutCubic(p)) * -block.size);
        g.scale(s, s);
        break;
      }
      case 'rise':
        g.translate(0, (1 - easeOutCubic(p)) * block.size * 0.8);
        g.globalAlpha = p;
        break;
      case 'fade':
        g.globalAlpha = clamp01((t - i * stagger * 2) / 0.9);
        break;
      case 'slam': {
        const s = 1 + (1 - easeOutCubic(p)) * 2.2;
        g.scale(s, s);
        g.globalAlpha = clamp01(p * 2);
        break;
      }
      case 'pop': {
        const s = easeOutElastic(p);
        g.scale(s, s);
        g.rotate((1 - p) * 0.3 * (i % 2 ? 1 : -1));
        break;
      }
      case 'wipe': {
        g.beginPath();
        g.rect(-word.width / 2 - 4, -block.size, (word.width + 8) * easeOutCubic(p), block.size * 1.3);
        g.clip();
        break;
      }
      case 'flicker': {
        const rnd = seededRandom(frame * 31 + i);
        g.globalAlpha = p >= 1 ? 1 : rnd() < p ? 1 : 0.15;
        g.fillStyle = look.second;
        g.fillText(word.text, 3, 3); // a chromatic offset reads as neon glow without a costly blur
        g.fillStyle = color;
        break;
      }
      case 'type': {
        // a typewriter over the whole block: 28 characters a second
        const shown = Math.floor(t * 28) - charsBefore;
        const visible = word.text.slice(0, Math.max(0, shown));
        g.textAlign = 'left';
        g.fillText(visible, -word.width / 2, 0);
        if (shown > 0 && shown <= word.text.length && Math.floor(t * 3) % 2 === 0) {
          g.fillRect(-word.width / 2 + g.measureText(visible).width + 2, -block.size * 0.75, block.size * 0.08, block.size * 0.8);
        }
        g.restore();
        charsBefore += word.text.length + 1;
        return;
      }
    }
    g.fillText(word.text, 0, 0);
    g.restore();
    charsBefore += word.text.length + 1;
  });
  void totalChars;
}
