import { clamp01, easeOutBack } from '../easing';
import { asBox, colorsOf, drawPanel, drawWords, headlinePanel, isWide, split, type LayoutPainter } from './layout-kit';

/** The problem (the "before"): a struck-through sign popping in, and the key phrase on its panel. */
export const paintProblem: LayoutPainter = (input) => {
  const { area, unit, look, headline, scale } = input;
  const colors = colorsOf(look);
  const gap = 24 * unit * scale;
  const [signArea, textArea] = headline ? split(area, isWide(area) ? 0.3 : 0.32, gap) : [area, null];
  const r = Math.min(signArea.width, signArea.height, 300 * unit * scale) / 2;
  const sign = { x: signArea.x + signArea.width / 2 - r, y: signArea.y + signArea.height / 2 - r, width: r * 2, height: r * 2 };
  const title = headline && textArea ? headlinePanel(input, headline, textArea, 88 * unit, 4) : null;
  return {
    boxes: [asBox('image', sign), ...(title ? [asBox('headline', title.panel), asBox('text', title.placed.box, { color: colors.ink, large: true })] : [])],
    backdrop: null,
    draw(g, t, frame, words) {
      const s = easeOutBack(clamp01(t / 0.45));
      const cx = sign.x + r;
      const cy = sign.y + r;
      g.save();
      g.translate(cx, cy);
      g.scale(s, s);
      g.fillStyle = colors.panel;
      g.beginPath();
      g.arc(0, 0, r, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = '#ff4d4f';
      g.lineWidth = r * 0.14;
      g.lineCap = 'round';
      g.beginPath();
      g.arc(0, 0, r * 0.72, 0, Math.PI * 2);
      g.moveTo(-r * 0.5, -r * 0.5);
      g.lineTo(r * 0.5, r * 0.5);
      g.stroke();
      g.restore();
      if (!title) return;
      drawPanel(g, title.panel, colors.panel, t - 0.2, 26 * unit);
      if (words) drawWords(g, title.placed, look, t - 0.2, colors.ink, frame);
    },
  };
};
